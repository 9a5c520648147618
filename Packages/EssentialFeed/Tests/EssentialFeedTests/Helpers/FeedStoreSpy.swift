import EssentialFeed
import Foundation

/// Records what a loader asks of its store and answers with stubbed results.
final class FeedStoreSpy: FeedStore, @unchecked Sendable {
    // @unchecked: every property is only touched under `lock`.
    enum Message: Equatable {
        case deleteCachedFeed
        case insert([LocalFeedImage], Date)
        case append([LocalFeedImage])
        case retrieve
    }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private var deletionResult: Result<Void, any Error> = .success(())
    private var insertionResult: Result<Void, any Error> = .success(())
    private var appendResult: Result<Void, any Error> = .success(())
    private var retrievalResult: Result<CachedFeed?, any Error> = .success(nil)

    var receivedMessages: [Message] { lock.withLock { _messages } }

    func completeDeletion(with error: any Error) { lock.withLock { deletionResult = .failure(error) } }
    func completeInsertion(with error: any Error) { lock.withLock { insertionResult = .failure(error) } }
    func completeAppend(with error: any Error) { lock.withLock { appendResult = .failure(error) } }
    func completeRetrieval(with error: any Error) { lock.withLock { retrievalResult = .failure(error) } }
    func completeRetrievalWithEmptyCache() { lock.withLock { retrievalResult = .success(nil) } }
    func completeRetrieval(with feed: [LocalFeedImage], timestamp: Date) {
        lock.withLock { retrievalResult = .success(CachedFeed(feed: feed, timestamp: timestamp)) }
    }

    func deleteCachedFeed() async throws {
        try record(.deleteCachedFeed) { deletionResult }.get()
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try record(.insert(feed, timestamp)) { insertionResult }.get()
    }

    func append(_ feed: [LocalFeedImage]) async throws {
        try record(.append(feed)) { appendResult }.get()
    }

    func retrieve() async throws -> CachedFeed? {
        try record(.retrieve) { retrievalResult }.get()
    }

    private func record<T>(_ message: Message, result: () -> T) -> T {
        lock.withLock {
            _messages.append(message)
            return result()
        }
    }
}
