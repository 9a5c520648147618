import EssentialFeed
import Foundation
import Testing

@Suite("Loading image data from the cache")
struct LoadFeedImageDataFromCacheUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test("does not message the store on creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test("asks the store for the data of the URL")
    func loadImageData_requestsStoredDataForURL() async {
        let (sut, store) = makeSUT()
        let url = anyURL()

        _ = try? await sut.loadImageData(from: url)

        #expect(store.receivedMessages == [.retrieve(dataFor: url)])
    }

    @Test("fails when the store fails")
    func loadImageData_failsOnStoreError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await expect(sut, toFailWith: .failed)
    }

    @Test("fails with not found when the store has no data for the URL")
    func loadImageData_deliversNotFoundErrorOnNotFound() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .none)

        await expect(sut, toFailWith: .notFound)
    }

    @Test("fails with not found when the stored data is empty")
    func loadImageData_deliversNotFoundErrorOnEmptyStoredData() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: Data())

        await expect(sut, toFailWith: .notFound)
    }

    @Test("delivers the data stored for the URL")
    func loadImageData_deliversStoredDataOnFoundData() async throws {
        let (sut, store) = makeSUT()
        let foundData = anyData()
        store.completeRetrieval(with: foundData)

        let data = try await sut.loadImageData(from: anyURL())

        #expect(data == foundData)
        #expect(store.receivedMessages == [.retrieve(dataFor: anyURL())])
    }

    @Test("marks the data of the URL recently used, as a step of its own")
    func markRecentlyUsed_asksTheStoreToMarkTheURL() async throws {
        let (sut, store) = makeSUT()
        let url = anyURL()

        try await sut.markRecentlyUsed(dataFor: url)

        #expect(store.receivedMessages == [.markRecentlyUsed(dataFor: url)])
    }

    @Test("marking fails when the store fails")
    func markRecentlyUsed_failsOnStoreError() async {
        let (sut, store) = makeSUT()
        store.completeMarking(with: anyNSError())

        await #expect(throws: LocalFeedImageDataLoader.LoadError.failed) {
            try await sut.markRecentlyUsed(dataFor: anyURL())
        }
    }

    // MARK: - Helpers

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> (
        sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy
    ) {
        let store = FeedImageDataStoreSpy()
        let sut = LocalFeedImageDataLoader(store: store)
        leaks.track(store, sourceLocation: sourceLocation)
        leaks.track(sut, sourceLocation: sourceLocation)
        return (sut, store)
    }

    private func expect(
        _ sut: LocalFeedImageDataLoader, toFailWith expected: LocalFeedImageDataLoader.LoadError,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: expected, sourceLocation: sourceLocation) {
            try await sut.loadImageData(from: anyURL())
        }
    }
}
