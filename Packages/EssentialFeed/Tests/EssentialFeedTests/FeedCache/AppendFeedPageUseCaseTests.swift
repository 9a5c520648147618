import EssentialFeed
import Foundation
import Testing

@Suite("Appending a page to the feed cache")
struct AppendFeedPageUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test("asks the store to append the page, without reading or deleting")
    func append_requestsAppendingOnlyThePageWithoutReadingOrDeleting() async throws {
        let page = uniqueImageFeed()
        let (sut, store) = makeSUT()

        try await sut.append(page.models)

        #expect(store.receivedMessages == [.append(page.local)])
    }

    @Test("leaves the store alone for an empty page")
    func append_doesNotMessageStoreForAnEmptyPage() async throws {
        let (sut, store) = makeSUT()

        try await sut.append([])

        #expect(store.receivedMessages == [])
    }

    @Test("fails when the store fails to append")
    func append_failsOnAppendError() async {
        let (sut, store) = makeSUT()
        let appendError = anyNSError()
        store.completeAppend(with: appendError)

        await #expect(throws: appendError) {
            try await sut.append(uniqueImageFeed().models)
        }
    }

    @Test("succeeds when the store appends")
    func append_succeedsOnSuccessfulAppend() async {
        let (sut, _) = makeSUT()

        await #expect(throws: Never.self) { try await sut.append(uniqueImageFeed().models) }
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        sut: LocalFeedLoader, store: FeedStoreSpy
    ) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: Date.init)
        leaks.track(store, sourceLocation: sourceLocation)
        leaks.track(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }
}
