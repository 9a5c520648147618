import EssentialFeed
import Foundation
import SharedAPITestSupport
import Testing

@testable import EssentialFeedCacheFolder

@Suite("DeadlineFeedStore: a store call that blocks gives up at the deadline", .timeLimit(.minutes(HangGuard.minutes)))
struct DeadlineFeedStoreTests {
    @Test("a call that never returns fails with Exceeded; every later call fails at once without reaching the store")
    func blockedCallGivesUp() async throws {
        let store = BlockedStore()
        let sut = DeadlineFeedStore(store: store, deadline: CacheDeadline(limit: .milliseconds(1)))

        await #expect(throws: CacheDeadline.Exceeded.self) { try await sut.retrieve() }
        await #expect(throws: CacheDeadline.Exceeded.self) { try await sut.insert([], timestamp: Date()) }
        await #expect(throws: CacheDeadline.Exceeded.self) { _ = try await sut.imageStatistics() }

        #expect(store.calls == 1)
    }

    @Test("calls that return pass their results through")
    func passesResultsThrough() async throws {
        let store = InMemoryFeedStore()
        let sut = DeadlineFeedStore(store: store, deadline: CacheDeadline(limit: .seconds(600)))
        let url = URL(string: "https://a.example/1.png")!

        try await sut.insert(Data("bytes".utf8), for: url)
        try await sut.append([])
        try await sut.deleteCachedFeed()

        #expect(try await sut.retrieve(dataForURL: url) == Data("bytes".utf8))
        #expect(try await sut.imageStatistics() == (1, 5))
        #expect(try await sut.retrieve() == nil)
    }

    /// A store whose every call waits until cancelled, as one blocked on another program's lock, counting calls.
    private final class BlockedStore: FeedStore, FeedImageDataStore, @unchecked Sendable {
        // `count` is only touched under `lock`.
        private let lock = NSLock()
        private var count = 0
        var calls: Int { lock.withLock { count } }

        private func block() async throws -> Never {
            lock.withLock { count += 1 }
            while true { try await Task.sleep(for: .seconds(3_600)) }
        }

        func deleteCachedFeed() async throws { try await block() }
        func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws { try await block() }
        func append(_ feed: [LocalFeedImage]) async throws { try await block() }
        func retrieve() async throws -> CachedFeed? { try await block() }
        func insert(_ data: Data, for url: URL) async throws { try await block() }
        func retrieve(dataForURL url: URL) async throws -> Data? { try await block() }
        func markRecentlyUsed(dataForURL url: URL) async throws { try await block() }
        func imageStatistics() async throws -> (count: Int, bytes: Int) { try await block() }
    }
}
