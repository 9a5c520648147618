import EssentialFeed
import Foundation
import Testing

/// Both stores are a feed store and an image data store at once.
typealias FeedAndImageDataStore = FeedStore & FeedImageDataStore

extension FeedImageDataStoreSpecs {
    func assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await expect(sut, toRetrieve: nil, for: anyURL(), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataDeliversNotFoundWhenURLDoesNotMatch(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(anyData(), for: URL(string: "http://a-url.com")!)

        try await expect(
            sut, toRetrieve: nil, for: URL(string: "http://another-url.com")!, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataDeliversFoundDataForMatchingURL(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let url = URL(string: "http://a-url.com/image.png?size=2")!

        try await sut.insert(anyData(), for: url)

        try await expect(sut, toRetrieve: anyData(), for: url, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveImageDataDeliversLastInsertedValue(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let url = anyURL()
        try await sut.insert(Data("first".utf8), for: url)

        try await sut.insert(Data("last".utf8), for: url)

        try await expect(sut, toRetrieve: Data("last".utf8), for: url, sourceLocation: sourceLocation)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatInsertEvictsTheLeastRecentlyUsedBeyondTheSizeBound(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (a, b, c) = (url("a"), url("b"), url("c"))
        try await sut.insert(bytes(4), for: a)
        try await sut.insert(bytes(4), for: b)

        try await sut.insert(bytes(4), for: c)

        try await expect(sut, toRetrieve: nil, for: a, sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: bytes(4), for: b, sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: bytes(4), for: c, sourceLocation: sourceLocation)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatMarkRecentlyUsedKeepsDataOverOlderData(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (a, b, c) = (url("a"), url("b"), url("c"))
        try await sut.insert(bytes(4), for: a)
        try await sut.insert(bytes(4), for: b)
        try await sut.markRecentlyUsed(dataForURL: a)
        try await sut.markRecentlyUsed(dataForURL: url("not cached"))

        try await sut.insert(bytes(4), for: c)

        try await expect(sut, toRetrieve: bytes(4), for: a, sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: nil, for: b, sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: nil, for: url("not cached"), sourceLocation: sourceLocation)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatRetrieveImageDataMarksNothing(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (a, b, c) = (url("a"), url("b"), url("c"))
        try await sut.insert(bytes(4), for: a)
        try await sut.insert(bytes(4), for: b)
        _ = try await sut.retrieve(dataForURL: a)

        try await sut.insert(bytes(4), for: c)

        try await expect(sut, toRetrieve: nil, for: a, sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: bytes(4), for: b, sourceLocation: sourceLocation)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatInsertKeepsNothingLargerThanTheSizeBound(
        on sut: any FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(bytes(4), for: url("a"))

        try await sut.insert(bytes(11), for: url("huge"))

        try await expect(sut, toRetrieve: nil, for: url("huge"), sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: bytes(4), for: url("a"), sourceLocation: sourceLocation)
    }

    func assertThatImageDataIsIndependentOfTheFeedCache(
        on sut: any FeedAndImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(anyData(), for: anyURL())

        try await sut.insert(uniqueImageFeed().local, timestamp: Date())
        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: anyData(), for: anyURL(), sourceLocation: sourceLocation)
    }

    private func expect(
        _ sut: any FeedImageDataStore, toRetrieve expected: Data?, for url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let retrieved = try await sut.retrieve(dataForURL: url)
        #expect(retrieved == expected, sourceLocation: sourceLocation)
    }

    private func url(_ name: String) -> URL {
        URL(string: "https://images.example.com/\(name)")!
    }

    private func bytes(_ count: Int) -> Data {
        Data(repeating: 7, count: count)
    }
}
