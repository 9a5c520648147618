import EssentialFeed
import Foundation
import Testing

@Suite("Caching image data")
struct CacheFeedImageDataUseCaseTests {
    private let leaks = MemoryLeakTracker()

    @Test("does not message the store on creation")
    func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test("asks the store to insert the data for its URL")
    func saveImageData_requestsImageDataInsertionForURL() async throws {
        let (sut, store) = makeSUT()
        let url = anyURL()
        let data = anyData()

        try await sut.save(data, for: url)

        #expect(store.receivedMessages == [.insert(data: data, for: url)])
    }

    @Test("rejects empty data without writing")
    func saveImageData_rejectsEmptyDataWithoutWriting() async {
        let (sut, store) = makeSUT()

        await expect(sut, toFailWith: .emptyData, saving: Data())
        #expect(store.receivedMessages == [])
    }

    @Test("fails when the store fails to insert")
    func saveImageData_failsOnStoreInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: anyNSError())

        await expect(sut, toFailWith: .failed, saving: anyData())
    }

    @Test("succeeds when the store inserts")
    func saveImageData_succeedsOnSuccessfulStoreInsertion() async {
        let (sut, _) = makeSUT()

        await #expect(throws: Never.self) { try await sut.save(anyData(), for: anyURL()) }
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
        _ sut: LocalFeedImageDataLoader, toFailWith expected: LocalFeedImageDataLoader.SaveError, saving data: Data,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: expected, sourceLocation: sourceLocation) {
            try await sut.save(data, for: anyURL())
        }
    }
}
