import EssentialFeed
import Foundation
import Testing

@Suite("Loading the feed from the cache")
struct LoadFeedFromCacheUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test("does not message the store on creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test("asks the store for the cache")
    func load_requestsCacheRetrieval() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("fails when the store fails to retrieve")
    func load_failsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        let retrievalError = anyNSError()
        store.completeRetrieval(with: retrievalError)

        await #expect(throws: retrievalError) {
            try await sut.load()
        }
    }

    @Test("delivers no images from an empty cache")
    func load_deliversNoImagesOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let feed = try await sut.load()

        #expect(feed == [])
    }

    @Test("delivers the cached images while the cache is under seven days old")
    func load_deliversCachedImagesOnNonExpiredCache() async throws {
        try await expect(loadedFeedCount: 2, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    @Test("delivers no images from a cache exactly seven days old")
    func load_deliversNoImagesOnCacheExpiration() async throws {
        try await expect(loadedFeedCount: 0, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    @Test("delivers no images from a cache over seven days old")
    func load_deliversNoImagesOnExpiredCache() async throws {
        try await expect(loadedFeedCount: 0, whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    @Test("delivers the cached images in the order stored")
    func load_deliversCachedImagesInStoredOrder() async throws {
        let feed = uniqueImageFeed(count: 5)
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: fixedCurrentDate)

        let loaded = try await sut.load()

        #expect(loaded == feed.models)
    }

    @Test("leaves the cache alone when retrieval fails")
    func load_hasNoSideEffectsOnRetrievalError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        _ = try? await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("leaves an empty cache alone")
    func load_hasNoSideEffectsOnEmptyCache() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("leaves a cache under seven days old alone")
    func load_hasNoSideEffectsOnNonExpiredCache() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    @Test("leaves a cache exactly seven days old alone")
    func load_hasNoSideEffectsOnCacheExpiration() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    @Test("leaves a cache over seven days old alone")
    func load_hasNoSideEffectsOnExpiredCache() async throws {
        try await expectOnlyRetrieval(whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    @Test("the status describes the cache, expired or not")
    func status_describesTheCacheEvenWhenExpired() async throws {
        let feed = uniqueImageFeed()
        let fixedCurrentDate = Date()
        let expiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.completeRetrieval(with: feed.local, timestamp: expiredTimestamp)

        let status = try await sut.status()

        #expect(status == CacheStatus(imageCount: feed.local.count, timestamp: expiredTimestamp, isExpired: true))
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("there is no status without a cache")
    func status_isNilWithoutACache() async throws {
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
