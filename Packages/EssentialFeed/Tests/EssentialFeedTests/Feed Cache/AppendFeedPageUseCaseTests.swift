import EssentialFeed
import XCTest

final class AppendFeedPageUseCaseTests: XCTestCase {
    func test_append_requestsAppendingOnlyThePageWithoutReadingOrDeleting() async throws {
        let page = uniqueImageFeed()
        let (sut, store) = makeSUT()

        try await sut.append(page.models)

        XCTAssertEqual(store.receivedMessages, [.append(page.local)])
    }

    func test_append_doesNotMessageStoreForAnEmptyPage() async throws {
        let (sut, store) = makeSUT()

        try await sut.append([])

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_append_failsOnAppendError() async {
        let (sut, store) = makeSUT()
        let appendError = anyNSError()
        store.completeAppend(with: appendError)

        await XCTAssertThrowsErrorAsync(try await sut.append(uniqueImageFeed().models)) { error in
            XCTAssertEqual(error as NSError, appendError)
        }
    }

    func test_append_succeedsOnSuccessfulAppend() async {
        let (sut, _) = makeSUT()

        await XCTAssertNoThrowAsync(try await sut.append(uniqueImageFeed().models))
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: LocalFeedLoader, store: FeedStoreSpy
    ) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: Date.init)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }
}
