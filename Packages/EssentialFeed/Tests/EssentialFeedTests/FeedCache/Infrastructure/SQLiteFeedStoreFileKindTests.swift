import Dispatch
import EssentialFeed
import EssentialFeedSQLite
import Foundation
import SharedAPITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A cache file that is a symbolic link made `validateCache` empty the feed tables of the database it pointed to;
/// a FIFO made every call wait for ever for a writer. Neither is opened: every call fails as unavailable at once,
/// and nothing is changed, here or where a link points.
@Suite("SQLiteFeedStore opens only regular files")
struct SQLiteFeedStoreFileKindTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    @Test("a symbolic link in place of the file: validating fails and the database it points to keeps its feed")
    func symbolicLink_validateFailsAndTheTargetKeepsItsFeed() async throws {
        let target = directory.url.appendingPathComponent("elsewhere.sqlite")
        let now = Date()
        let feed = uniqueImageFeed().models
        try await LocalFeedLoader(store: SQLiteFeedStore(url: target), currentDate: { now.minusFeedCacheMaxAge() })
            .save(feed)
        try FileManager.default.createSymbolicLink(at: storeURL, withDestinationURL: target)
        let sut = LocalFeedLoader(store: SQLiteFeedStore(url: storeURL), currentDate: { now })

        await #expect(throws: SQLiteFeedStore.Error.self) { try await sut.validateCache() }

        let kept = try await SQLiteFeedStore(url: target).retrieve()
        #expect(kept?.feed.count == feed.count)
    }

    @Test(
        "a FIFO or a symbolic link in place of the file or its WAL: every call fails as unavailable, at once",
        arguments: ["", "-wal", "-shm"], [true, false])
    func specialFile_everyCallFailsAsUnavailable(suffix: String, fifo: Bool) async throws {
        let path = storeURL.path + suffix
        if !suffix.isEmpty { try Data().write(to: storeURL) }
        if fifo {
            #expect(mkfifo(path, 0o600) == 0)
        } else {
            try FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: directory.url.appendingPathComponent("missing").path)
        }
        defer { Self.unblockReaders(of: path) }

        for store in [SQLiteFeedStore(url: storeURL), .readingOnly(url: storeURL)] {
            let outcome = await Self.outcome { try await store.retrieve() }
            #expect(outcome?.hasPrefix("unavailable") == true, "\(outcome ?? "hung")")
            let written = await Self.outcome { try await store.insert([], timestamp: Date()) }
            #expect(written?.hasPrefix("unavailable") == true, "\(written ?? "hung")")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("missing").path))
    }

    // MARK: - Helpers

    /// How `call` ended ("unavailable…", "ok", or another error), or nil when it did not end within 30 s: a hang
    /// guard, far above the time the call takes, not a measure of it.
    private static func outcome(_ call: @escaping @Sendable () async throws -> some Sendable) async -> String? {
        let done = DispatchSemaphore(value: 0)
        let result = Outcome()
        Task.detached {
            do {
                _ = try await call()
                result.set("ok")
            } catch let error as SQLiteFeedStore.Error {
                if case .unavailable = error { result.set("unavailable: \(error)") } else { result.set("\(error)") }
            } catch {
                result.set("\(error)")
            }
            done.signal()
        }
        let ended = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: done.wait(timeout: .now() + HangGuard.seconds) == .success)
            }
        }
        return ended ? result.value : nil
    }

    /// Opens a FIFO for writing and closes it, so that a reader still blocked on it (before the fix) sees its end.
    private static func unblockReaders(of path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
}

/// `@unchecked Sendable`: `stored` is only read and written under `lock`.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?

    func set(_ value: String) { lock.withLock { stored = value } }
    var value: String? { lock.withLock { stored } }
}
