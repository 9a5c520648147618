import EssentialFeed
import XCTest

final class CacheFeedUseCaseTests: XCTestCase {
    func test_init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        XCTAssertEqual(store.receivedMessages, [])
    }

    func test_save_requestsReplacingInsertionWithTimestampInOneStoreCall() async throws {
        let timestamp = Date()
        let feed = uniqueImageFeed()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try await sut.save(feed.models)

        XCTAssertEqual(store.receivedMessages, [.insert(feed.local, timestamp)])
    }

    func test_save_failsOnInsertionError() async {
        let (sut, store) = makeSUT()
        let insertionError = anyNSError()
        store.completeInsertion(with: insertionError)

        await XCTAssertThrowsErrorAsync(try await sut.save(uniqueImageFeed().models)) { error in
            XCTAssertEqual(error as NSError, insertionError)
        }
    }

    func test_save_succeedsOnSuccessfulInsertion() async {
        let (sut, _) = makeSUT()

        await XCTAssertNoThrowAsync(try await sut.save(uniqueImageFeed().models))
    }

    func test_save_insertsAnEmptyFeedToo() async throws {
        let timestamp = Date()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try await sut.save([])

        XCTAssertEqual(store.receivedMessages, [.insert([], timestamp)])
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init, file: StaticString = #filePath, line: UInt = #line
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: currentDate)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }
}
