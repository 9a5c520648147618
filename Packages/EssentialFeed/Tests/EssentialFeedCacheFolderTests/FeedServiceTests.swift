import EssentialFeed
import EssentialFeedCacheFolder
import EssentialFeedSQLite
import Foundation
import HTTPTypes
import SharedAPI
import SharedAPITestSupport
import Testing

@Suite("FeedService: the server's feed first, saved behind it; the saved feed when the server fails")
struct FeedServiceTests {
    @Test("the server's pages are shown and saved, each later one appended")
    func remotePagesSaved() async throws {
        let sut = try SUT()
        let service = FeedService(
            client: PagesClient(pages: [sut.images(0..<2), sut.images(2..<4), []]), baseURL: sut.baseURL,
            cache: sut.loader, writer: sut.writer(), pageSize: 2)

        let loaded = try await service.load()
        let second = try #require(try await loaded.page.loadMore?())
        let end = try #require(try await second.loadMore?())
        await service.finishSaving()

        #expect(loaded.source == .remote)
        #expect(loaded.staleBecause == nil)
        #expect(loaded.page.items.map(\.id) + second.items.map(\.id) == sut.images(0..<4).map(\.id))
        #expect(end.items.isEmpty && end.loadMore == nil)
        #expect(try await sut.cachedIDs() == sut.images(0..<4).map(\.id))
    }

    @Test("when the server fails, the saved feed a page at a time, with the server's failure")
    func savedFeedWhenTheServerFails() async throws {
        let sut = try SUT()
        try await sut.writer().save(sut.images(0..<5))
        let service = FeedService(client: FailingClient(), baseURL: sut.baseURL, cache: sut.loader, pageSize: 2)

        let loaded = try await service.load()
        let second = try #require(try await loaded.page.loadMore?())
        let third = try #require(try await second.loadMore?())

        #expect(loaded.source == .cache)
        #expect(loaded.staleBecause is ResourceLoadError)
        #expect(
            [loaded.page, second, third].map { $0.items.map(\.id) }
                == [0..<2, 2..<4, 4..<5].map { sut.images($0).map(\.id) })
        #expect(third.loadMore == nil)
    }

    @Test("with no saved feed, or an empty one, the server's failure is thrown")
    func failureWithoutSavedFeed() async throws {
        let sut = try SUT()

        await #expect(throws: ResourceLoadError.self) {
            try await FeedService(client: FailingClient(), baseURL: sut.baseURL, cache: nil, pageSize: 2).load()
        }
        await #expect(throws: ResourceLoadError.self) {
            try await FeedService(client: FailingClient(), baseURL: sut.baseURL, cache: sut.loader, pageSize: 2).load()
        }
    }

    @Test("a save that fails is told, and the page is still shown")
    func failedSaveIsTold() async throws {
        let sut = try SUT()
        let failures = Failures()
        let writer = FeedCacheWriter(
            loader: sut.loader, lock: BrokenLock(), deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)))
        let service = FeedService(
            client: PagesClient(pages: [sut.images(0..<2)]), baseURL: sut.baseURL, cache: sut.loader, writer: writer,
            pageSize: 2, saveFailed: { failures.add($0) })

        let loaded = try await service.load()
        await service.finishSaving()

        #expect(loaded.page.items.map(\.id) == sut.images(0..<2).map(\.id))
        #expect(failures.count == 1)
    }

    @Test("a walk that keeps a longer saved feed replaces it only when it ends as asked")
    func finishedWalkSaves() async throws {
        let sut = try SUT()
        try await sut.writer().save(sut.images(0..<6))
        let writer = sut.writer()
        let service = FeedService(
            client: PagesClient(pages: [sut.images(10..<12), sut.images(12..<14)]), baseURL: sut.baseURL,
            cache: sut.loader, writer: writer, save: FeedWalkSave(writer: writer, keepingLongerSavedFeed: true),
            pageSize: 2)

        let loaded = try await service.load()
        _ = try await loaded.page.loadMore?()
        await service.finishSaving()
        let beforeTheEnd = try await sut.cachedIDs()
        await service.finishWalk()

        #expect(beforeTheEnd == sut.images(0..<6).map(\.id))
        #expect(try await sut.cachedIDs() == sut.images(10..<14).map(\.id))
    }

    @Test("while the first page's write is stuck, three pages are shown and the fourth waits until that write ends")
    func fourthPageWaitsForTheFirstWrite() async throws {
        let record = Record()
        let lock = GatedLock()
        let writer = FeedCacheWriter(
            loader: LocalFeedLoader(store: InMemoryFeedStore(), currentDate: { Date() }), lock: lock,
            deadline: CacheDeadline(seconds: HangGuard.seconds))
        var sut = FeedService(
            client: CountingPagesClient(record: record), baseURL: URL(string: "http://127.0.0.1:9")!, cache: nil,
            writer: writer, pageSize: 2)
        sut.saveFailed = { _ in record.writeGaveUp() }

        var page = try await sut.load().page
        for _ in 1...2 { page = try #require(try await page.loadMore?()) }
        // Not a wait for the service: a service that fetched the fourth page at once would have fetched it before
        // this lets the first write end, and recorded no write ended.
        let firstWriteEnds = Task {
            try await Task.sleep(for: .seconds(2))
            await lock.releaseFirst()
        }
        page = try #require(try await page.loadMore?())
        await lock.releaseRest()
        try await firstWriteEnds.value

        let givenUpAtEachRequest = record.givenUpAtEachRequest
        #expect(givenUpAtEachRequest.count == FeedService.outstandingWrites + 1)
        #expect(givenUpAtEachRequest.last == 1, "the fourth page was fetched while the first page's write was stuck")
        await sut.finishSaving()
    }

    // MARK: - Helpers

    private struct SUT {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("service-\(UUID())")
        let baseURL = URL(string: "http://127.0.0.1:9")!
        let loader: LocalFeedLoader

        init() throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let store = SQLiteFeedStore(url: directory.appendingPathComponent("feed.sqlite"))
            loader = LocalFeedLoader(store: store, currentDate: Date.init)
        }

        func writer() -> FeedCacheWriter {
            FeedCacheWriter(
                loader: loader, lock: FlockTestLock(url: directory.appendingPathComponent("feed.lock")),
                deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)))
        }

        func images(_ range: Range<Int>) -> [FeedImage] {
            range.map { index in
                let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index))!
                return FeedImage(
                    id: id, description: nil, location: nil, url: URL(string: "http://127.0.0.1:9/\(id).png")!)
            }
        }

        func cachedIDs() async throws -> [UUID] {
            try await loader.load().map(\.id)
        }
    }

    private static func response(_ images: [FeedImage]) -> (Data, HTTPResponse) {
        let items = images.map { #"{"id":"\#($0.id.uuidString)","image":"\#($0.url.absoluteString)"}"# }
        let json = #"{"items":[\#(items.joined(separator: ","))]}"#
        return (Data(json.utf8), HTTPResponse(status: .ok, headerFields: [.contentType: "application/json"]))
    }

    /// Serves the given pages in order, one per request; an empty page once they run out.
    private final class PagesClient: HTTPClient, @unchecked Sendable {
        private let lock = NSLock()
        private var pages: [[FeedImage]]

        init(pages: [[FeedImage]]) { self.pages = pages }

        func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
            let page = lock.withLock { pages.isEmpty ? [] : pages.removeFirst() }
            return FeedServiceTests.response(page)
        }
    }

    private struct FailingClient: HTTPClient {
        struct Down: Error {}

        func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
            throw Down()
        }
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [any Error] = []

        func add(_ error: any Error) { lock.withLock { errors.append(error) } }
        var count: Int { lock.withLock { errors.count } }
    }

    /// A lock that cannot be taken: every write fails at once.
    private struct BrokenLock: FeedCacheLock {
        func whileLocked<T: Sendable>(_ body: (any FeedCacheLockOwner) async throws -> T) async throws -> T {
            throw POSIXError(.EACCES)
        }
        func checkUsable() throws { throw POSIXError(.EACCES) }
    }

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
    /// Holds every cache write at the lock until the test lets it go, and then the write gives up as one whose
    /// deadline ran out does: the first write at ``releaseFirst()``, every later one at ``releaseRest()``. So which
    /// writes have ended when a page is fetched is the test's choice, not the machine's speed.
    private struct GatedLock: FeedCacheLock {
        private let gates = Gates()

        func whileLocked<T: Sendable>(_ body: (any FeedCacheLockOwner) async throws -> T) async throws -> T {
            await gates.pass()
            throw CancellationError()
        }

        func checkUsable() throws {}
        func releaseFirst() async { await gates.release(first: true) }
        func releaseRest() async { await gates.release(first: false) }

        private actor Gates {
            private var calls = 0
            private var released: Set<Bool> = []
            private var waiting: [(first: Bool, resume: CheckedContinuation<Void, Never>)] = []

            func pass() async {
                calls += 1
                let first = calls == 1
                guard !released.contains(first) else { return }
                await withCheckedContinuation { waiting.append((first, $0)) }
            }

            func release(first: Bool) {
                released.insert(first)
                for waiter in waiting where waiter.first == first { waiter.resume.resume() }
                waiting.removeAll { $0.first == first }
            }
        }
    }

    /// Serves page after page of two new images, one page per request.
    private struct CountingPagesClient: HTTPClient {
        let record: Record

        func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
            let page = record.requested()
            let images = (0..<2).map { index in
                let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", page * 10 + index))!
                return FeedImage(
                    id: id, description: nil, location: nil, url: URL(string: "http://127.0.0.1:9/\(id).png")!)
            }
            return FeedServiceTests.response(images)
        }
    }
}
