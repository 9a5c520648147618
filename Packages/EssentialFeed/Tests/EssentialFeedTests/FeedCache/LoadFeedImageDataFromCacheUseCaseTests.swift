import EssentialFeed
import Foundation
import Testing

@Suite
struct LoadFeedImageDataFromCacheUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func loadImageData_requestsStoredDataForURL() async {
        let (sut, store) = makeSUT()
        let url = anyURL()

        _ = try? await sut.loadImageData(from: url)

        #expect(store.receivedMessages == [.retrieve(dataFor: url)])
    }

    @Test func loadImageData_failsOnStoreError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await expect(sut, toFailWith: .failed)
    }

    @Test func loadImageData_deliversNotFoundErrorOnNotFound() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .none)

        await expect(sut, toFailWith: .notFound)
    }

    @Test func loadImageData_deliversNotFoundErrorOnEmptyStoredData() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: Data())

        await expect(sut, toFailWith: .notFound)
    }

    @Test func loadImageData_deliversStoredDataOnFoundData() async throws {
        let (sut, store) = makeSUT()
        let foundData = anyData()
        store.completeRetrieval(with: foundData)

        let data = try await sut.loadImageData(from: anyURL())

        #expect(data == foundData)
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
