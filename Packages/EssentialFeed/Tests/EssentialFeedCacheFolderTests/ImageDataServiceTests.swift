import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPTypes
import SharedAPI
import SharedAPITestSupport
import Testing

@Suite("ImageDataService: image bytes from the cache first, then the server, then saved behind what is shown")
struct ImageDataServiceTests {
    private let url = URL(string: "http://127.0.0.1:9/a.png")!
    private let bytes = Data([0x89, 0x50, 0x4E, 0x47])

    @Test("bytes in the cache: read once, said, and no request")
    func cacheHit() async throws {
        let store = InMemoryFeedStore()
        await store.insert(bytes, for: url)
        let client = BytesClient(bytes: Data([1]))
        let reads = Log()
        let sut = ImageDataService(
            client: client, cache: LocalFeedImageDataLoader(store: store),
            readFromCache: { url, count in reads.add("\(url.lastPathComponent) \(count)") })

        let loaded = try await sut.load(from: url)

        #expect(loaded.source == .cache)
        #expect(loaded.data == bytes)
        #expect(reads.entries == ["a.png 4"])
        #expect(client.requestCount == 0)
    }

    @Test(
        "bytes in the cache are returned before they are marked recently used, which finishSaving waits for",
        .timeLimit(.minutes(HangGuard.minutes)))
    func cacheHitIsMarkedBehindWhatIsShown() async throws {
        let store = GatedMarkingStore(bytes: bytes)
        let sut = ImageDataService(
            client: BytesClient(bytes: Data([1])), cache: LocalFeedImageDataLoader(store: store))

        let loaded = try await sut.load(from: url)
        let markedWhileTheStoreWaited = store.marked
        store.gate.fire()
        await sut.finishSaving()

        #expect(loaded.data == bytes)
        #expect(markedWhileTheStoreWaited == [])
        #expect(store.marked == [url])
    }

    @Test("a miss downloads the bytes, once for callers at the same time, and saves them")
    func missDownloadsAndSaves() async throws {
        let store = InMemoryFeedStore()
        let client = BytesClient(bytes: bytes)
        let sut = ImageDataService(client: client, cache: LocalFeedImageDataLoader(store: store))

        async let first = sut.load(from: url)
        async let second = sut.imageData(from: url)
        let (loaded, data) = try await (first, second)
        await sut.finishSaving()

        #expect(loaded.source == .remote)
        #expect(loaded.data == bytes && data == bytes)
        #expect(await store.retrieve(dataForURL: url) == bytes)
        #expect(client.requestCount >= 1)
    }

    @Test("a save that fails is told; the bytes are still returned")
    func failedSaveIsTold() async throws {
        let failures = Log()
        let sut = ImageDataService(
            client: BytesClient(bytes: bytes), cache: LocalFeedImageDataLoader(store: FailingStore()),
            saveFailed: { failures.add("\($0)") })

        let data = try await sut.imageData(from: url)
        await sut.finishSaving()

        #expect(data == bytes)
        #expect(failures.entries.count == 1)
    }

    @Test("a response the mapper refuses fails the load and saves nothing")
    func refusedResponse() async throws {
        let store = InMemoryFeedStore()
        let sut = ImageDataService(
            client: BytesClient(bytes: bytes), cache: LocalFeedImageDataLoader(store: store),
            mapper: { _, _ in throw Refused() })

        await #expect(throws: (any Error).self) { try await sut.imageData(from: url) }
        await sut.finishSaving()

        #expect(await store.imageStatistics().count == 0)
    }

    @Test("a load its caller leaves is cancelled and nothing of it is cached")
    func cancelled() async throws {
        let store = InMemoryFeedStore()
        let client = HangingClient()
        let sut = ImageDataService(client: client, cache: LocalFeedImageDataLoader(store: store))

        let load = Task { try await sut.imageData(from: url) }
        await client.started.wait()
        load.cancel()
        let result = await load.result
        await sut.finishSaving()

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(await store.imageStatistics().count == 0)
    }

    // MARK: - Helpers

    private struct Refused: Error {}

    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []

        func add(_ entry: String) { lock.withLock { items.append(entry) } }
        var entries: [String] { lock.withLock { items } }
    }

    private final class BytesClient: HTTPClient, @unchecked Sendable {
        private let lock = NSLock()
        private let bytes: Data
        private var requests = 0

        init(bytes: Data) { self.bytes = bytes }

        var requestCount: Int { lock.withLock { requests } }

        func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
            lock.withLock { requests += 1 }
            return (bytes, HTTPResponse(status: .ok, headerFields: [.contentType: "image/png"]))
        }
    }

    /// Answers nothing until cancelled; says when the first request arrived.
    private final class HangingClient: HTTPClient, @unchecked Sendable {
        let started = Signal()

        func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
            started.fire()
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
    }

    /// Fires once; `wait()` returns once it has fired, before or after.
    private final class Signal: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func fire() {
            let waiting = lock.withLock {
                fired = true
                defer { waiters = [] }
                return waiters
            }
            waiting.forEach { $0.resume() }
        }

        func wait() async {
            await withCheckedContinuation { continuation in
                let now = lock.withLock {
                    if fired { return true }
                    waiters.append(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        }
    }

    /// Holds `bytes` for every URL; marking waits until `gate` fires, as a store another program holds locked.
    private final class GatedMarkingStore: FeedImageDataStore, @unchecked Sendable {
        // `urls` is only touched under `lock`.
        let gate = Signal()
        private let bytes: Data
        private let lock = NSLock()
        private var urls: [URL] = []

        init(bytes: Data) { self.bytes = bytes }

        var marked: [URL] { lock.withLock { urls } }

        func insert(_ data: Data, for url: URL) async throws {}
        func retrieve(dataForURL url: URL) async throws -> Data? { bytes }
        func markRecentlyUsed(dataForURL url: URL) async throws {
            await gate.wait()
            lock.withLock { urls.append(url) }
        }
        func imageStatistics() async throws -> (count: Int, bytes: Int) { (1, bytes.count) }
    }

    private struct FailingStore: FeedImageDataStore {
        func insert(_ data: Data, for url: URL) async throws { throw CocoaError(.fileWriteNoPermission) }
        func retrieve(dataForURL url: URL) async throws -> Data? { nil }
        func markRecentlyUsed(dataForURL url: URL) async throws {}
        func imageStatistics() async throws -> (count: Int, bytes: Int) { (0, 0) }
    }
}
