import EssentialFeed
import Foundation
import Testing

@Suite("Saving the feed to the cache")
struct CacheFeedUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test("does not message the store on creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test("replaces the cache with the feed and the current date in one store call")
    func save_requestsReplacingInsertionWithTimestampInOneStoreCall() async throws {
        let timestamp = Date()
        let feed = uniqueImageFeed()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try await sut.save(feed.models)

        #expect(store.receivedMessages == [.insert(feed.local, timestamp)])
    }

    @Test("fails when the store fails to insert")
    func save_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        let insertionError = anyNSError()
        store.completeInsertion(with: insertionError)

        await #expect(throws: insertionError) {
            try await sut.save(uniqueImageFeed().models)
        }
    }

    @Test("succeeds when the store inserts")
    func save_succeedsOnSuccessfulInsertion() async {
        let (sut, _) = makeSUT()

        await #expect(throws: Never.self) { try await sut.save(uniqueImageFeed().models) }
    }

    @Test("saves an empty feed too")
    func save_insertsAnEmptyFeedToo() async throws {
        let timestamp = Date()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try await sut.save([])

        #expect(store.receivedMessages == [.insert([], timestamp)])
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
}
