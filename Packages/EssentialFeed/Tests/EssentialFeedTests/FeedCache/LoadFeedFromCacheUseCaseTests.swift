import EssentialFeed
import Foundation
import Testing

@Suite
struct LoadFeedFromCacheUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func load_requestsCacheRetrieval() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        let retrievalError = anyNSError()
        store.completeRetrieval(with: retrievalError)

        await #expect(throws: retrievalError) {
            try await sut.load()
        }
    }

    @Test func load_deliversNoImagesOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let feed = try await sut.load()

        #expect(feed == [])
    }

    @Test func load_deliversCachedImagesOnNonExpiredCache() async throws {
        try await expect(loadedFeedCount: 2, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    @Test func load_deliversNoImagesOnCacheExpiration() async throws {
        try await expect(loadedFeedCount: 0, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    @Test func load_deliversNoImagesOnExpiredCache() async throws {
        try await expect(loadedFeedCount: 0, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    @Test func load_deliversCachedImagesInStoredOrder() async throws {
        let feed = uniqueImageFeed(count: 5)
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: fixedCurrentDate)

        let loaded = try await sut.load()

        #expect(loaded == feed.models)
    }

    @Test func load_hasNoSideEffectsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        _ = try? await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func load_hasNoSideEffectsOnEmptyCache() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func load_hasNoSideEffectsOnNonExpiredCache() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    @Test func load_hasNoSideEffectsOnCacheExpiration() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    @Test func load_hasNoSideEffectsOnExpiredCache() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    @Test func status_describesTheCacheEvenWhenExpired() async throws {
        let feed = uniqueImageFeed()
        let fixedCurrentDate = Date()
        let expiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: expiredTimestamp)

        let status = try await sut.status()

        #expect(status == CacheStatus(imageCount: feed.local.count, timestamp: expiredTimestamp, isExpired: true))
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func status_isNilWithoutACache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let status = try await sut.status()

        #expect(status == nil)
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: currentDate)
        leaks.track(store, sourceLocation: sourceLocation)
        leaks.track(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }

    private func expect(
        loadedFeedCount: Int, whenCacheAgeFromNowIs timestamp: (Date) -> Date,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let feed = uniqueImageFeed()
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: timestamp(fixedCurrentDate))

        let loaded = try await sut.load()

        #expect(loaded == Array(feed.models.prefix(loadedFeedCount)), sourceLocation: sourceLocation)
    }

    private func expectOnlyRetrieval(
        whenCacheAgeFromNowIs timestamp: (Date) -> Date, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: timestamp(fixedCurrentDate))

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve], sourceLocation: sourceLocation)
    }
}
