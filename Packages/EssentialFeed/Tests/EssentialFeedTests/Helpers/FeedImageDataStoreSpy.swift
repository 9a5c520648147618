import EssentialFeed
import Foundation

/// Records what an image data loader asks of its store and answers with stubbed results.
final class FeedImageDataStoreSpy: FeedImageDataStore, @unchecked Sendable {
    // @unchecked: every property is only touched under `lock`.
    enum Message: Equatable {
        case insert(data: Data, for: URL)
        case retrieve(dataFor: URL)
        case markRecentlyUsed(dataFor: URL)
    }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private var retrievalResult: Result<Data?, any Error> = .success(nil)
    private var insertionResult: Result<Void, any Error> = .success(())
    private var markingResult: Result<Void, any Error> = .success(())

    var receivedMessages: [Message] { lock.withLock { _messages } }

    func completeRetrieval(with error: any Error) { lock.withLock { retrievalResult = .failure(error) } }
    func completeRetrieval(with data: Data?) { lock.withLock { retrievalResult = .success(data) } }
    func completeInsertion(with error: any Error) { lock.withLock { insertionResult = .failure(error) } }
    func completeMarking(with error: any Error) { lock.withLock { markingResult = .failure(error) } }

    func insert(_ data: Data, for url: URL) async throws {
        try lock.withLock {
            _messages.append(.insert(data: data, for: url))
            return insertionResult
        }.get()
    }

    func imageStatistics() async throws -> (count: Int, bytes: Int) {
        (0, 0)
    }

    func retrieve(dataForURL url: URL) async throws -> Data? {
        try lock.withLock {
            _messages.append(.retrieve(dataFor: url))
            return retrievalResult
        }.get()
    }

    func markRecentlyUsed(dataForURL url: URL) async throws {
        try lock.withLock {
            _messages.append(.markRecentlyUsed(dataFor: url))
            return markingResult
        }.get()
    }
}
