import EssentialFeed
import Foundation
import Testing

@Suite("Validating the feed cache")
struct ValidateFeedCacheUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test("does not message the store on creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test("deletes the cache when retrieval fails")
    func validateCache_deletesCacheOnRetrievalError() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        let validation = try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
        guard case let .resetUnreadable(error) = validation else {
            Issue.record("\(validation)")
            return
        }
        #expect(error as NSError == anyNSError())
    }

    @Test("leaves the cache on a failure that does not say it is unreadable")
    func validateCache_leavesTheCacheOnAFailureThatIsNotUnreadable() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: StoreFailure(isUnreadableCache: false))

        await #expect(throws: StoreFailure(isUnreadableCache: false)) {
            try await sut.validateCache()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("deletes the cache on a failure that says it is unreadable")
    func validateCache_deletesTheCacheOnAFailureThatSaysItIsUnreadable() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: StoreFailure(isUnreadableCache: true))

        _ = try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test("does not delete the cache when cancelled")
    func validateCache_doesNotDeleteCacheOnCancellation() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: CancellationError())

        await #expect(throws: CancellationError.self) {
            try await sut.validateCache()
        }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test("does not delete an empty cache")
    func validateCache_doesNotDeleteCacheOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        let validation = try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
        guard case .empty = validation else {
            Issue.record("\(validation)")
            return
        }
    }

    @Test("does not delete a cache under seven days old")
    func validateCache_doesNotDeleteNonExpiredCache() async throws {
        try await expect(
            messages: [.retrieve], outcome: "valid",
            whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: 1) })
    }

    @Test("deletes a cache exactly seven days old")
    func validateCache_deletesCacheOnExpiration() async throws {
        try await expect(
            messages: [.retrieve, .deleteCachedFeed], outcome: "deletedExpired",
            whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge() })
    }

    @Test("deletes a cache over seven days old")
    func validateCache_deletesExpiredCache() async throws {
        try await expect(
            messages: [.retrieve, .deleteCachedFeed], outcome: "deletedExpired",
            whenCacheAgeFromNowIs: { $0.minusFeedCacheMaxAge().adding(seconds: -1) })
    }

    @Test("fails when deleting after a failed retrieval fails")
    func validateCache_failsOnDeletionErrorOfFailedRetrieval() async {
        let (sut, store) = makeSUT()
        let deletionError = anyNSError()
        store.completeRetrieval(with: anyNSError())
        store.completeDeletion(with: deletionError)

        await #expect(throws: deletionError) {
            try await sut.validateCache()
        }
    }

    @Test("fails when deleting an expired cache fails")
    func validateCache_failsOnDeletionErrorOfExpiredCache() async {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        let deletionError = anyNSError()
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: fixedCurrentDate.minusFeedCacheMaxAge())
        store.completeDeletion(with: deletionError)

        await #expect(throws: deletionError) {
            try await sut.validateCache()
        }
    }

    @Test("succeeds when it deletes the cache after a failed retrieval")
    func validateCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await #expect(throws: Never.self) { try await sut.validateCache() }
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
        messages: [FeedStoreSpy.Message], outcome: String, whenCacheAgeFromNowIs timestamp: (Date) -> Date,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        let saved = timestamp(fixedCurrentDate)
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: saved)

        let validation = try await sut.validateCache()

        #expect(store.receivedMessages == messages, sourceLocation: sourceLocation)
        let expected = outcome == "deletedExpired" ? "deletedExpired(savedAt: \(saved))" : outcome
        #expect("\(validation)" == expected, sourceLocation: sourceLocation)
    }
}

private struct StoreFailure: FeedStoreFailure, Equatable {
    let isUnreadableCache: Bool
}
