import EssentialFeed
import XCTest

extension FailableFeedStoreSpecs where Self: XCTestCase {
    func assertThatRetrieveDeliversFailureOnRetrievalError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async {
        await XCTAssertThrowsErrorAsync(try await sut.retrieve(), file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async {
        await XCTAssertThrowsErrorAsync(try await sut.retrieve(), file: file, line: line)
        await XCTAssertThrowsErrorAsync(try await sut.retrieve(), file: file, line: line)
    }

    func assertThatInsertDeliversErrorOnInsertionError(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async {
        await XCTAssertThrowsErrorAsync(
            try await sut.insert(uniqueImageFeed().local, timestamp: Date()), file: file, line: line)
    }

    func assertThatDeleteRecreatesAnUnreadableStore(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: nil, file: file, line: line)
    }
}
