import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedAPI
import Testing

@Suite("FeedImageLookup finds an image by id in the saved feed first, then in the server's first pages")
struct FeedImageLookupTests {
    @Test("an image the saved feed has comes from it, and the server is not asked")
    func fromTheSavedFeed() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([.success(images(0..<2))])
        let saved = ResourceLoaderStub<Void, [FeedImage]>([.success(images(5..<7))])
        let sut = lookup(remote, cache: saved.loader(for: ()), maximumPages: 3)

        let found = try await sut.image(withID: images(6..<7)[0].id)

        #expect(found.image == images(6..<7)[0])
        #expect(found.source == .cache)
        #expect(remote.loadedRequests.isEmpty)
    }

    @Test("an image on a later page comes from the server, when the saved feed fails or lacks it")
    func fromALaterPage() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([.success(images(0..<2)), .success(images(2..<4))])
        let saved = ResourceLoaderStub<Void, [FeedImage]>([.failure(URLError(.cannotOpenFile))])
        let sut = lookup(remote, cache: saved.loader(for: ()), maximumPages: 3)

        let found = try await sut.image(withID: images(3..<4)[0].id)

        #expect(found.image == images(3..<4)[0])
        #expect(found.source == .remote)
        #expect(remote.loadedRequests.count == 2)
    }

    @Test("a feed that ends without the image says it ended, after the pages it had")
    func feedEnded() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([.success(images(0..<2)), .success([])])
        let id = images(9..<10)[0].id

        await #expect(throws: FeedImageLookup.NotFound(id: id, searchedPages: 2, feedEnded: true)) {
            try await lookup(remote, cache: nil, maximumPages: 5).image(withID: id)
        }
    }

    @Test("no more than the maximum of pages is searched, and the failure says the feed went on")
    func atMostTheMaximumPages() async throws {
        let remote = ResourceLoaderStub<FeedEndpoint, [FeedImage]>([
            .success(images(0..<2)), .success(images(2..<4)), .success(images(4..<6)),
        ])
        let id = images(9..<10)[0].id

        await #expect(throws: FeedImageLookup.NotFound(id: id, searchedPages: 2, feedEnded: false)) {
            try await lookup(remote, cache: nil, maximumPages: 2).image(withID: id)
        }
        #expect(remote.loadedRequests.count == 2)
    }

    // MARK: - Helpers

    private func lookup(
        _ remote: ResourceLoaderStub<FeedEndpoint, [FeedImage]>, cache: (any ResourceLoader<[FeedImage]>)?,
        maximumPages: Int
    ) -> FeedImageLookup {
        FeedImageLookup(
            cache: cache, remote: FeedService(remote: remote.loader(for:), cache: nil, pageSize: 2),
            maximumPages: maximumPages)
    }

    private func images(_ range: Range<Int>) -> [FeedImage] {
        range.map { index in
            let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!
            return FeedImage(id: id, description: nil, location: nil, url: URL(string: "http://127.0.0.1:9/\(id).png")!)
        }
    }
}
