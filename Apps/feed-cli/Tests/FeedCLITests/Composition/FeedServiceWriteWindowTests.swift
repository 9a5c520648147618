import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPTypes
import SharedAPI
import Testing

@testable import FeedCLI

@Suite("FeedService: a walk's cache writes hold it back instead of piling up fetched pages in memory")
struct FeedServiceWriteWindowTests {
    @Test("while the first page's write is stuck, three pages are shown and the fourth waits until that write ends")
    func fourthPageWaitsForTheFirstWrite() async throws {
        let record = Record()
        let writer = FeedCacheWriter(
            loader: LocalFeedLoader(store: InMemoryFeedStore(), currentDate: { Date() }), lock: StuckLock(),
            deadline: CacheDeadline(limit: .seconds(2)))
        var sut = FeedService(
            client: PagesClient(record: record), baseURL: URL(string: "http://127.0.0.1:9")!, cache: nil,
            writer: writer, pageSize: 2)
        sut.saveFailed = { _ in record.writeGaveUp() }

        var page = try await sut.load().page
        for _ in 1...3 { page = try #require(try await page.loadMore?()) }

        let givenUpAtEachRequest = record.givenUpAtEachRequest
        #expect(givenUpAtEachRequest.count == 4)
        #expect(givenUpAtEachRequest.last == 1, "the fourth page was fetched while the first page's write was stuck")
        await sut.finishSaving()
    }

    // MARK: - Helpers

    /// How many writes had given up when each page was requested.
    private final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var givenUp = 0
        private var atRequests: [Int] = []

        func writeGaveUp() { lock.withLock { givenUp += 1 } }
        func requested() -> Int {
            lock.withLock {
                atRequests.append(givenUp)
                return atRequests.count
            }
        }
        var givenUpAtEachRequest: [Int] { lock.withLock { atRequests } }
    }

    /// A lock another program holds for ever: every write waits until its deadline gives up.
    private struct StuckLock: FeedCacheLock {
        func whileLocked<T: Sendable>(_ body: (any FeedCacheLockOwner) async throws -> T) async throws -> T {
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
        func checkUsable() throws {}
    }

    /// Serves page after page of two new images, one page per request.
    private struct PagesClient: HTTPClient {
        let record: Record

        func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
            let page = record.requested()
            let items = (0..<2).map { index in
                let id = String(format: "00000000-0000-4000-8000-%012d", page * 10 + index)
                return #"{"id":"\#(id)","image":"http://127.0.0.1:9/\#(id).png"}"#
            }
            let json = #"{"items":[\#(items.joined(separator: ","))]}"#
            return (Data(json.utf8), HTTPResponse(status: .ok, headerFields: [.contentType: "application/json"]))
        }
    }
}
