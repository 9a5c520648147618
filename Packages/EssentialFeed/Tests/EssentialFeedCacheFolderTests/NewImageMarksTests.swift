import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import Testing

@Suite("NewImageMarks: a run marks what its cache has not seen, and a watched run remembers what it showed")
struct NewImageMarksTests {
    @Test("before start every image is new; after, only those the seen file does not hold")
    func marksFromTheSeenFile() throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let (old, fresh) = (sut.image(1), sut.image(2))
        let earlier = sut.marks(remembers: true)
        earlier.start(in: sut.directory)
        _ = earlier.show([old])
        earlier.remember(in: sut.directory)

        let marks = sut.marks(remembers: false)
        let beforeStart = marks.isNew(old)
        marks.start(in: sut.directory)

        #expect(beforeStart)
        #expect(!marks.isNew(old))
        #expect(marks.isNew(fresh))
        #expect(marks.show([old, fresh]) == [fresh.id])
    }

    @Test("a run nobody watches never uses up the marks")
    func scriptsRememberNothing() throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let image = sut.image(1)
        let script = sut.marks(remembers: false)
        script.start(in: sut.directory)
        _ = script.show([image])
        script.remember(in: sut.directory)

        let next = sut.marks(remembers: true)
        next.start(in: sut.directory)

        #expect(!script.remembers)
        #expect(next.isNew(image))
        #expect(sut.writes.count == 0)
    }

    @Test("a failed write only leaves the images new next time")
    func failedWrite() throws {
        let sut = try SUT()
        defer { sut.cleanUp() }
        let image = sut.image(1)
        let marks = NewImageMarks(remembers: true) { _, _ in throw CocoaError(.fileWriteNoPermission) }
        marks.start(in: sut.directory)
        _ = marks.show([image])
        marks.remember(in: sut.directory)

        let next = sut.marks(remembers: true)
        next.start(in: sut.directory)

        #expect(next.isNew(image))
    }

    // MARK: - Helpers

    private struct SUT {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID())")
        let writes = Writes()

        init() throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        func marks(remembers: Bool) -> NewImageMarks {
            let writes = self.writes
            return NewImageMarks(remembers: remembers) { data, path in
                writes.add()
                try data.write(to: URL(fileURLWithPath: path))
            }
        }

        func image(_ index: Int) -> FeedImage {
            let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!
            return FeedImage(id: id, description: nil, location: nil, url: URL(string: "https://a.example/\(index)")!)
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    private final class Writes: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }
}
