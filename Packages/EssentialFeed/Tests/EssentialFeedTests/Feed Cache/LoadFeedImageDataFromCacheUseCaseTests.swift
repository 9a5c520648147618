import EssentialFeed
import XCTest

final class LoadFeedImageDataFromCacheUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_loadImageData_requestsStoredDataForURL() async {
        let (sut, store) = makeSUT()
        let url = anyURL()

        _ = try? await sut.loadImageData(from: url)

        XCTAssertEqual(store.receivedMessages, [.retrieve(dataFor: url)])
    }

    func test_loadImageData_failsOnStoreError() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: anyNSError())

        await expect(sut, toFailWith: .failed)
    }

    func test_loadImageData_deliversNotFoundErrorOnNotFound() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: .none)

        await expect(sut, toFailWith: .notFound)
    }

    func test_loadImageData_deliversNotFoundErrorOnEmptyStoredData() async {
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: Data())

        await expect(sut, toFailWith: .notFound)
    }

    func test_loadImageData_deliversStoredDataOnFoundData() async throws {
        let (sut, store) = makeSUT()
        let foundData = anyData()
        store.completeRetrieval(with: foundData)

        let data = try await sut.loadImageData(from: anyURL())

        XCTAssertEqual(data, foundData)
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
        _ sut: LocalFeedImageDataLoader, toFailWith expected: LocalFeedImageDataLoader.LoadError,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        await XCTAssertThrowsErrorAsync(try await sut.loadImageData(from: anyURL()), file: file, line: line) { error in
            XCTAssertEqual(error as? LocalFeedImageDataLoader.LoadError, expected, file: file, line: line)
        }
    }
}
