import EssentialFeed
import XCTest

final class LoadFeedFromCacheUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_load_requestsCacheRetrieval() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        let retrievalError = anyNSError()
        store.completeRetrieval(with: retrievalError)

        await XCTAssertThrowsErrorAsync(try await sut.load()) { error in
            XCTAssertEqual(error as NSError, retrievalError)
        }
    }

    func test_load_deliversNoImagesOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let feed = try await sut.load()

        XCTAssertEqual(feed, [])
    }

    func test_load_deliversCachedImagesOnNonExpiredCache() async throws {
        try await expect(loadedFeedCount: 2, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    func test_load_deliversNoImagesOnCacheExpiration() async throws {
        try await expect(loadedFeedCount: 0, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    func test_load_deliversNoImagesOnExpiredCache() async throws {
        try await expect(loadedFeedCount: 0, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    func test_load_deliversCachedImagesInStoredOrder() async throws {
        let feed = uniqueImageFeed(count: 5)
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: fixedCurrentDate)

        let loaded = try await sut.load()

        XCTAssertEqual(loaded, feed.models)
    }

    func test_load_hasNoSideEffectsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        _ = try? await sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_hasNoSideEffectsOnEmptyCache() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_load_hasNoSideEffectsOnNonExpiredCache() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    func test_load_hasNoSideEffectsOnCacheExpiration() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    func test_load_hasNoSideEffectsOnExpiredCache() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    func test_status_describesTheCacheEvenWhenExpired() async throws {
        let feed = uniqueImageFeed()
        let fixedCurrentDate = Date()
        let expiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: expiredTimestamp)

        let status = try await sut.status()

        XCTAssertEqual(status, CacheStatus(imageCount: feed.local.count, timestamp: expiredTimestamp, isExpired: true))
        XCTAssertEqual(store.receivedMessages, [.retrieve])
    }

    func test_status_isNilWithoutACache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let status = try await sut.status()

        XCTAssertNil(status)
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
        loadedFeedCount: Int, whenCacheAgeFromNowIs timestamp: (Date) -> Date,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let feed = uniqueImageFeed()
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: timestamp(fixedCurrentDate))

        let loaded = try await sut.load()

        XCTAssertEqual(loaded, Array(feed.models.prefix(loadedFeedCount)), file: file, line: line)
    }

    private func expectOnlyRetrieval(
        whenCacheAgeFromNowIs timestamp: (Date) -> Date, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: timestamp(fixedCurrentDate))

        _ = try await sut.load()

        XCTAssertEqual(store.receivedMessages, [.retrieve], file: file, line: line)
    }
}
