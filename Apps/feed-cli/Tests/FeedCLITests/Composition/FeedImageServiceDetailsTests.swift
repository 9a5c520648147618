import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import ImageComments
import SharedAPI
import SharedAPITestSupport
import Testing

@testable import FeedCLI

@Suite("FeedImageService.details: show's image bytes read the image cache once")
struct FeedImageServiceDetailsTests {
    @Test("an image not in the cache: one cache read, then the download")
    func missReadsTheCacheOnce() async throws {
        let (sut, images, server) = try await makeSUT(cachedBytes: nil)
        defer { server.stop() }

        let details = try await sut.details(of: Self.imageID)

        let data = try details.imageData.get()
        #expect(data.source == .remote)
        #expect(data.data == Self.served)
        #expect(await images.retrievals == 1)
    }

    @Test("an image in the cache: one cache read, and no download")
    func hitReadsTheCacheOnce() async throws {
        let cached = Data([9, 9])
        let (sut, images, server) = try await makeSUT(cachedBytes: cached)
        defer { server.stop() }

        let details = try await sut.details(of: Self.imageID)

        let data = try details.imageData.get()
        #expect(data.source == .cache)
        #expect(data.data == cached)
        #expect(await images.retrievals == 1)
        #expect(!server.requests.contains { $0.path == "/picture.png" })
    }

    // MARK: - Helpers

    private static let imageID = UUID()
    private static let served = Data([1, 2, 3])

    private func makeSUT(cachedBytes: Data?) async throws -> (
        FeedImageService, CountingImageStore, LoopbackHTTPServer
    ) {
        let server = try LoopbackHTTPServer { request in
            if request.path.hasSuffix("/comments") { return .json(#"{"items":[]}"#) }
            if request.path == "/picture.png" { return .ok(Self.served, headers: ["Content-Type": "image/png"]) }
            return .respond(status: 404)
        }
        let imageURL = server.url("/picture.png")
        let feed = LocalFeedLoader(store: InMemoryFeedStore(), currentDate: { Date() })
        try await feed.save([FeedImage(id: Self.imageID, description: nil, location: nil, url: imageURL)])
        let images = CountingImageStore()
        if let cachedBytes { try await images.insert(cachedBytes, for: imageURL) }
        let client = LoopbackHTTPClient()
        let sut = FeedImageService(
            pages: FeedService.remotePages(client: client, baseURL: server.baseURL),
            imageBytes: ImageDataService.remoteImages(client: client, mapper: CheckedMapper.imageData),
            commentsAPI: ImageCommentsAPI(client: client, baseURL: server.baseURL), feed: feed,
            images: LocalFeedImageDataLoader(store: images), maximumPages: 1)
        return (sut, images, server)
    }

    /// An in-memory image store that counts its reads.
    private actor CountingImageStore: FeedImageDataStore {
        private let store = InMemoryFeedStore()
        private(set) var retrievals = 0

        func insert(_ data: Data, for url: URL) async throws {
            await store.insert(data, for: url)
        }

        func retrieve(dataForURL url: URL) async throws -> Data? {
            retrievals += 1
            return await store.retrieve(dataForURL: url)
        }

        func markRecentlyUsed(dataForURL url: URL) async throws {
            await store.markRecentlyUsed(dataForURL: url)
        }

        func imageStatistics() async throws -> (count: Int, bytes: Int) {
            await store.imageStatistics()
        }
    }
}
