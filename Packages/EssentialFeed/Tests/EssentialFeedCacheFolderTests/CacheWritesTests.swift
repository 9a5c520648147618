import EssentialFeedCacheFolder
import Foundation
import Testing

@Suite("CacheWrites: a run's writes one after another, off the path of what is shown")
struct CacheWritesTests {
    @Test("a write started after another runs after it and learns whether it succeeded")
    func chained() async {
        let log = Log()
        let writes = CacheWrites()

        let first = writes.start { _ in
            log.add("first")
            return false
        }
        let second = writes.start(after: first) { previousSucceeded in
            log.add("second after \(previousSucceeded)")
            return true
        }

        #expect(await second.value)
        #expect(log.entries == ["first", "second after false"])
    }

    @Test("queued writes run in order whatever became of the one before, and finish waits for all of them")
    func queued() async {
        let log = Log()
        let writes = CacheWrites()

        for index in 0..<5 {
            writes.queue {
                log.add("\(index)")
                return index.isMultiple(of: 2)
            }
        }
        await writes.finish()

        #expect(log.entries == ["0", "1", "2", "3", "4"])
    }

    @Test("with no writes, finish returns at once")
    func nothingToFinish() async {
        await CacheWrites().finish()
    }

    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []

        func add(_ entry: String) { lock.withLock { items.append(entry) } }
        var entries: [String] { lock.withLock { items } }
    }
}
