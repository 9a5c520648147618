import EssentialFeed
import Foundation
import Testing

@testable import EssentialFeedCacheFolder

@Suite("FolderOnFirstWriteStore: reads find nothing and touch nothing until a write makes the folder")
struct FolderOnFirstWriteStoreTests {
    @Test("before any write, reads and deletes find nothing and never reach the store nor make the folder")
    func readsBeforeTheFirstWrite() async throws {
        let (sut, made) = makeSUT()

        try await sut.deleteCachedFeed()
        let feed = try await sut.retrieve()
        let data = try await sut.retrieve(dataForURL: URL(string: "https://a.example/1")!)
        let statistics = try await sut.imageStatistics()

        #expect(feed == nil && data == nil && statistics == (0, 0))
        #expect(made.count == 0)
    }

    @Test("each kind of write makes the folder once, then reaches the store, and reads follow")
    func writesMakeTheFolderOnce() async throws {
        let (sut, made) = makeSUT()
        let image = LocalFeedImage(
            id: UUID(), description: nil, location: nil, url: URL(string: "https://a.example/1")!)

        try await sut.insert(Data([7]), for: image.url)
        try await sut.insert([image], timestamp: Date())
        try await sut.append([image])

        #expect(made.count == 1)
        #expect(try await sut.retrieve()?.feed == [image])
        #expect(try await sut.retrieve(dataForURL: image.url) == Data([7]))
        #expect(try await sut.imageStatistics() == (1, 1))
        try await sut.deleteCachedFeed()
        #expect(try await sut.retrieve() == nil)
    }

    @Test("a folder that could not be made is tried again by the next write")
    func failedMakeIsRetried() async throws {
        let made = Counter()
        let folder = CacheFolderOnFirstWrite {
            made.increment()
            if made.count == 1 { throw CocoaError(.fileWriteNoPermission) }
        }
        let sut = FolderOnFirstWriteStore(store: InMemoryFeedStore(), folder: folder)

        await #expect(throws: CocoaError.self) { try await sut.insert([], timestamp: Date()) }
        try await sut.insert([], timestamp: Date())

        #expect(made.count == 2 && folder.isMade)
    }

    private func makeSUT() -> (FolderOnFirstWriteStore, Counter) {
        let made = Counter()
        let folder = CacheFolderOnFirstWrite { made.increment() }
        return (FolderOnFirstWriteStore(store: InMemoryFeedStore(), folder: folder), made)
    }

    private final class Counter: @unchecked Sendable {
        // `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func increment() { lock.withLock { value += 1 } }
    }
}
