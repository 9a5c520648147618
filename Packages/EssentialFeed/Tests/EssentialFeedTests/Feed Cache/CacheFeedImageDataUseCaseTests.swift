import EssentialFeed
import XCTest

final class CacheFeedImageDataUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveImageData_requestsImageDataInsertionForURL() async throws {
        let (sut, store) = makeSUT()
        let url = anyURL()
        let data = anyData()

        try await sut.save(data, for: url)

        XCTAssertEqual(store.receivedMessages, [.insert(data: data, for: url)])
    }

    func test_saveImageData_rejectsEmptyDataWithoutWriting() async {
        let (sut, store) = makeSUT()

        await expect(sut, toFailWith: .emptyData, saving: Data())
        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_saveImageData_failsOnStoreInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: anyNSError())

        await expect(sut, toFailWith: .failed, saving: anyData())
    }

    func test_saveImageData_succeedsOnSuccessfulStoreInsertion() async {
        let (sut, _) = makeSUT()

        await XCTAssertNoThrowAsync(try await sut.save(anyData(), for: anyURL()))
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy
    ) {
        let store = FeedImageDataStoreSpy()
        let sut = LocalFeedImageDataLoader(store: store)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }

    private func expect(
        _ sut: LocalFeedImageDataLoader, toFailWith expected: LocalFeedImageDataLoader.SaveError, saving data: Data,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        await XCTAssertThrowsErrorAsync(try await sut.save(data, for: anyURL()), file: file, line: line) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.SaveError, expected, file: file, line: line)
        }
    }
}
