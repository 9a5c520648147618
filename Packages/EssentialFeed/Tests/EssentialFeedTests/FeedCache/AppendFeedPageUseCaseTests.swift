import EssentialFeed
import Foundation
import Testing

@Suite
struct AppendFeedPageUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test func append_requestsAppendingOnlyThePageWithoutReadingOrDeleting() async throws {
        let page = uniqueImageFeed()
        let (sut, store) = makeSUT()

        try await sut.append(page.models)

        #expect(store.receivedMessages == [.append(page.local)])
    }

    @Test func append_doesNotMessageStoreForAnEmptyPage() async throws {
        let (sut, store) = makeSUT()

        try await sut.append([])

        #expect(store.receivedMessages == [])
    }

    @Test func append_failsOnAppendError() async {
        let (sut, store) = makeSUT()
        let appendError = anyNSError()
        store.completeAppend(with: appendError)

        await #expect(throws: appendError) {
            try await sut.append(uniqueImageFeed().models)
        }
    }

    @Test func append_succeedsOnSuccessfulAppend() async {
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
