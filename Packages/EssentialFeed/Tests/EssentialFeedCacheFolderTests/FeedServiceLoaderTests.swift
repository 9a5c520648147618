import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedAPI
import Testing

@Suite("FeedService loads through the loaders it is given: the server's pages, and the saved feed when they fail")
struct FeedServiceLoaderTests {
    @Test("each page is the given loader's, asked for the page after the last image, and its images are the page's")
    func pagesThroughTheLoader() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([
            .success(images(0..<2)), .success(images(2..<4)), .success([]),
        ])
        let sut = FeedService(remote: remote.loader(for:), cache: nil, pageSize: 2)

        let loaded = try await sut.load()
        let second = try #require(try await loaded.page.loadMore?())
        let end = try #require(try await second.loadMore?())

        #expect(
            remote.loadedRequests == [
                .get(after: nil, limit: 2), .get(after: images(0..<2)[1], limit: 2),
                .get(after: images(2..<4)[1], limit: 2),
            ])
        #expect(loaded.source == .remote)
        #expect(loaded.page.items + second.items == images(0..<4))
        #expect(end.items.isEmpty && end.loadMore == nil)
    }

    @Test("the loader's failure falls back to the saved feed, itself a loader, and is why that feed is shown")
    func failureFallsBackToTheSavedFeed() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([.failure(LoaderFailure(name: "remote"))])
        let saved = ResourceLoaderStub<Void, [FeedImage]>([.success(images(0..<3))])
        let sut = FeedService(remote: remote.loader(for:), cache: saved.loader(for: ()), pageSize: 2)

        let loaded = try await sut.load()
        let rest = try #require(try await loaded.page.loadMore?())

        #expect(loaded.source == .cache)
        #expect(loaded.staleBecause as? LoaderFailure == LoaderFailure(name: "remote"))
        #expect(loaded.page.items + rest.items == images(0..<3))
        #expect(remote.loadedRequests == [.get(after: nil, limit: 2)])
        #expect(saved.loadedRequests.count == 1)
    }

    @Test("the loader's failure is thrown as it is when the saved feed is empty or fails too")
    func failureThrownWithoutASavedFeed() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([.failure(LoaderFailure(name: "remote"))])
        let empty = ResourceLoaderStub<Void, [FeedImage]>([.success([])])
        let broken = ResourceLoaderStub<Void, [FeedImage]>([.failure(LoaderFailure(name: "saved"))])

        for saved in [empty, broken] {
            let sut = FeedService(remote: remote.loader(for:), cache: saved.loader(for: ()), pageSize: 2)
            await #expect(throws: LoaderFailure(name: "remote")) { try await sut.load() }
        }
    }

    // MARK: - Helpers

    private func images(_ range: Range<Int>) -> [FeedImage] {
        range.map { index in
            let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!
            return FeedImage(id: id, description: nil, location: nil, url: URL(string: "http://127.0.0.1:9/\(id).png")!)
        }
    }
}
