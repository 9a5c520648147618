import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGUSR1 only, ignored when no watcher watches it: a signal that reached no watcher must not end the test
/// process. (The watchers' state is the process's, hence one test at a time.)
@Suite("SignalWatcher: the newest watcher of a signal gets it, and one nobody watches has its old meaning", .serialized)
struct SignalWatcherTests {
    /// SIGUSR1's meaning when no watcher watches it; set once, as a program would before its first watcher: Dispatch
    /// keeps the signal from then on, and setting it again would take it back from Dispatch.
    private static let ignoredBeforeAnyWatcher: Void = { signal(SIGUSR1, SIG_IGN) }()

    @Test("a signal goes to the newest watcher, then, once it stops, to the one before")
    func newestWatcherFirst() async {
        _ = Self.ignoredBeforeAnyWatcher
        let (heard, record) = AsyncStream.makeStream(of: String.self)
        let older = SignalWatcher([(SIGUSR1, says("older", record))])
        let newer = SignalWatcher([(SIGUSR1, says("newer", record))])
        var iterator = heard.makeAsyncIterator()

        kill(getpid(), SIGUSR1)
        let first = await iterator.next()
        newer.stop()
        kill(getpid(), SIGUSR1)
        let second = await iterator.next()
        older.stop()

        #expect([first, second] == ["newer", "older"])
    }

    @Test("watchers stopped out of order leave the newer one watching, and a watcher after them all still hears")
    func stopsInAnyOrder() async {
        _ = Self.ignoredBeforeAnyWatcher
        let (heard, record) = AsyncStream.makeStream(of: String.self)
        let older = SignalWatcher([(SIGUSR1, says("older", record))])
        let newer = SignalWatcher([(SIGUSR1, says("newer", record))])
        var iterator = heard.makeAsyncIterator()

        older.stop()
        kill(getpid(), SIGUSR1)
        let heardByNewer = await iterator.next()
        newer.stop()
        let later = SignalWatcher([(SIGUSR1, says("later", record))])
        kill(getpid(), SIGUSR1)
        let heardLater = await iterator.next()
        later.stop()

        #expect([heardByNewer, heardLater] == ["newer", "later"])
    }

    @Test("deliver passes a signal to the watcher below the one that handled it")
    func deliverPassesItOn() async {
        _ = Self.ignoredBeforeAnyWatcher
        let (heard, record) = AsyncStream.makeStream(of: String.self)
        let older = SignalWatcher([(SIGUSR1, says("older", record))])
        let box = WatcherBox()
        let tidy: @Sendable () -> Void = {
            record.yield("tidied")
            box.watcher?.stop()
            SignalWatcher.deliver(SIGUSR1)
        }
        box.watcher = SignalWatcher([(SIGUSR1, tidy)])
        var iterator = heard.makeAsyncIterator()

        kill(getpid(), SIGUSR1)
        let first = await iterator.next()
        let second = await iterator.next()
        older.stop()

        #expect([first, second] == ["tidied", "older"])
    }
}

/// A handler that records `name`.
private func says(_ name: String, _ record: AsyncStream<String>.Continuation) -> @Sendable () -> Void {
    { record.yield(name) }
}

/// `@unchecked Sendable`: set once before the signal is sent, read only in the handler.
private final class WatcherBox: @unchecked Sendable {
    var watcher: SignalWatcher?
}
