import EssentialFeed
import XCTest

/// Both stores are a feed store and an image data store at once.
typealias FeedAndImageDataStore = FeedStore & FeedImageDataStore

extension FeedImageDataStoreSpecs where Self: XCTestCase {
    func assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await expect(sut, toRetrieve: nil, for: anyURL(), file: file, line: line)
    }

    func assertThatRetrieveImageDataDeliversNotFoundWhenURLDoesNotMatch(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(anyData(), for: URL(string: "http://a-url.com")!)

        try await expect(sut, toRetrieve: nil, for: URL(string: "http://another-url.com")!, file: file, line: line)
    }

    func assertThatRetrieveImageDataDeliversFoundDataForMatchingURL(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let url = URL(string: "http://a-url.com/image.png?size=2")!

        try await sut.insert(anyData(), for: url)

        try await expect(sut, toRetrieve: anyData(), for: url, file: file, line: line)
    }

    func assertThatRetrieveImageDataDeliversLastInsertedValue(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let url = anyURL()
        try await sut.insert(Data("first".utf8), for: url)

        try await sut.insert(Data("last".utf8), for: url)

        try await expect(sut, toRetrieve: Data("last".utf8), for: url, file: file, line: line)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatInsertEvictsTheLeastRecentlyUsedBeyondTheSizeBound(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let (a, b, c) = (url("a"), url("b"), url("c"))
        try await sut.insert(bytes(4), for: a)
        try await sut.insert(bytes(4), for: b)

        try await sut.insert(bytes(4), for: c)

        try await expect(sut, toRetrieve: nil, for: a, file: file, line: line)
        try await expect(sut, toRetrieve: bytes(4), for: b, file: file, line: line)
        try await expect(sut, toRetrieve: bytes(4), for: c, file: file, line: line)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatRetrieveMarksDataAsRecentlyUsed(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let (a, b, c) = (url("a"), url("b"), url("c"))
        try await sut.insert(bytes(4), for: a)
        try await sut.insert(bytes(4), for: b)
        _ = try await sut.retrieve(dataForURL: a)

        try await sut.insert(bytes(4), for: c)

        try await expect(sut, toRetrieve: bytes(4), for: a, file: file, line: line)
        try await expect(sut, toRetrieve: nil, for: b, file: file, line: line)
    }

    /// `sut` must be bounded to 10 bytes.
    func assertThatInsertKeepsNothingLargerThanTheSizeBound(
        on sut: FeedImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(bytes(4), for: url("a"))

        try await sut.insert(bytes(11), for: url("huge"))

        try await expect(sut, toRetrieve: nil, for: url("huge"), file: file, line: line)
        try await expect(sut, toRetrieve: bytes(4), for: url("a"), file: file, line: line)
    }

    func assertThatImageDataIsIndependentOfTheFeedCache(
        on sut: FeedAndImageDataStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(anyData(), for: anyURL())

        try await sut.insert(uniqueImageFeed().local, timestamp: Date())
        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: anyData(), for: anyURL(), file: file, line: line)
    }

    private func expect(
        _ sut: FeedImageDataStore, toRetrieve expected: Data?, for url: URL,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let retrieved = try await sut.retrieve(dataForURL: url)
        XCTAssertEqual(retrieved, expected, file: file, line: line)
    }

    private func url(_ name: String) -> URL {
        URL(string: "https://images.example.com/\(name)")!
    }

    private func bytes(_ count: Int) -> Data {
        Data(repeating: 7, count: count)
    }
}
