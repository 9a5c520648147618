import EssentialFeed
import XCTest

final class ValidateFeedCacheUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_validateCache_deletesCacheOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        let validation = try await sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve, .deleteCachedFeed])
        guard case let .resetUnreadable(error) = validation else { return XCTFail("\(validation)") }
        XCTAssertEqual(error as NSError, anyNSError())
    }

    func test_validateCache_doesNotDeleteCacheOnCancellation() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: CancellationError())

        await XCTAssertThrowsErrorAsync(try await sut.validateCache()) { error in
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_validateCache_doesNotDeleteCacheOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let validation = try await sut.validateCache()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
        guard case .empty = validation else { return XCTFail("\(validation)") }
    }

    func test_validateCache_doesNotDeleteNonExpiredCache() async throws {
        try await expect(
            messages: [.retrieve], outcome: "valid",
            whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    func test_validateCache_deletesCacheOnExpiration() async throws {
        try await expect(
            messages: [.retrieve, .deleteCachedFeed], outcome: "deletedExpired",
            whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    func test_validateCache_deletesExpiredCache() async throws {
        try await expect(
            messages: [.retrieve, .deleteCachedFeed], outcome: "deletedExpired",
            whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    func test_validateCache_failsOnDeletionErrorOfFailedRetrieval() async {
        let (sut, store) = makeSUT()
        let deletionError = anyNSError()
        store.completeRetrieval(with: anyNSError())
        store.completeDeletion(with: deletionError)

        await XCTAssertThrowsErrorAsync(try await sut.validateCache()) { error in
            XCTAssertEqual(error as NSError, deletionError)
        }
    }

    func test_validateCache_failsOnDeletionErrorOfExpiredCache() async {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        let deletionError = anyNSError()
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge())
        store.completeDeletion(with: deletionError)

        await XCTAssertThrowsErrorAsync(try await sut.validateCache()) { error in
            XCTAssertEqual(error as NSError, deletionError)
        }
    }

    func test_validateCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await XCTAssertNoThrowAsync(try await sut.validateCache())
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init, file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: currentDate)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }

    private func expect(
        messages: [FeedStoreSpy.Message], outcome: String, whenCacheAgeFromNowIs timestamp: (Date) -> Date,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: timestamp(fixedCurrentDate))

        let validation = try await sut.validateCache()

        XCTAssertEqual(store.receivedMessages, messages, file: file, line: line)
        XCTAssertEqual("\(validation)", outcome, file: file, line: line)
    }
}
