import EssentialFeed
import Foundation
import Testing

@Suite("LocalFeedImageDataLoader.statistics: what the image data cache holds")
struct ImageDataStatisticsUseCaseTests {
    @Test("an empty cache holds no images and no bytes")
    func emptyCache() async throws {
        let sut = LocalFeedImageDataLoader(store: InMemoryFeedStore())

        #expect(try await sut.statistics() == CachedImageDataStatistics(imageCount: 0, totalBytes: 0))
    }

    @Test("counts every saved image once and sums their bytes; a replaced image counts its new bytes")
    func countsSavedImages() async throws {
        let sut = LocalFeedImageDataLoader(store: InMemoryFeedStore())
        let first = URL(string: "https://a-url.com/1.jpg")!
        try await sut.save(Data(count: 10), for: first)
        try await sut.save(Data(count: 5), for: URL(string: "https://a-url.com/2.jpg")!)
        try await sut.save(Data(count: 3), for: first)

        #expect(try await sut.statistics() == CachedImageDataStatistics(imageCount: 2, totalBytes: 8))
    }

    @Test("a store that cannot be read fails the query with its error")
    func storeFailure() async {
        let sut = LocalFeedImageDataLoader(store: FailingStatisticsStore())

        await #expect(throws: FailingStatisticsStore.Unreadable.self) { try await sut.statistics() }
    }
}

private struct FailingStatisticsStore: FeedImageDataStore {
    struct Unreadable: Error {}

    func insert(_ data: Data, for url: URL) async throws {}
    func retrieve(dataForURL url: URL) async throws -> Data? { nil }
    func markRecentlyUsed(dataForURL url: URL) async throws {}
    func imageStatistics() async throws -> (count: Int, bytes: Int) { throw Unreadable() }
}
