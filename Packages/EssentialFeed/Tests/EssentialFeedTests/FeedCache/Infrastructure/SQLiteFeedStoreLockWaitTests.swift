import Dispatch
import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import SharedAPITestSupport
import Testing

/// A store that waits for another connection's write lock holds no thread of Swift's cooperative pool, which has
/// one thread per core and runs every async task of the process.
///
/// The tests wait on threads of their own, outside the pool they watch, and await those waits without holding a
/// thread of the pool. Timeouts are hang guards, far above what a machine with busy cores needs: a store call that
/// held a thread of the pool shows as a call finished (failed on the lock) before the unrelated task ran.
///
/// `.serialized`: each test fills the process's cooperative pool with waiting store calls and watches all of it;
/// two at once would watch each other's calls.
@Suite("SQLiteFeedStore waiting for another connection's write lock", .serialized)
struct SQLiteFeedStoreLockWaitTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.url.appendingPathComponent("feed.sqlite") }

    @Test("waiting for another connection's write lock leaves the cooperative pool free")
    func firstUse_waitingForAnotherConnectionsWriteLock_leavesTheCooperativePoolFree() async throws {
        let lock = try holdWriteLockOnNewFile()
        let sut = SQLiteFeedStore(url: storeURL)
        let calls = StoreCalls(count: 4 * ProcessInfo.processInfo.activeProcessorCount)
        calls.start { try await sut.retrieve() }
        await wait(for: calls.started, "\(calls.count) store calls started", timeout: Int(HangGuard.seconds))

        let unrelated = DispatchGroup()
        unrelated.enter()
        Task.detached { unrelated.leave() }
        await wait(for: unrelated, "an unrelated async task ran", timeout: Int(HangGuard.seconds))

        #expect(calls.finishedCount == 0, "store calls finished while another connection held the lock")
        try lock.release()
        await wait(for: calls.finished, "\(calls.count) store calls finished", timeout: Int(HangGuard.seconds))
        #expect(calls.failures == [])
    }

    @Test("cancelled while waiting for another connection's write lock, it stops waiting")
    func firstUse_cancelledWhileWaitingForAnotherConnectionsWriteLock_stopsWaiting() async throws {
        let lock = try holdWriteLockOnNewFile()
        let sut = SQLiteFeedStore(url: storeURL)
        let call = StoreCalls(count: 1)
        call.start { try await sut.retrieve() }
        await wait(for: call.started, "the store call started", timeout: Int(HangGuard.seconds))

        call.cancel()
        await wait(for: call.finished, "the store call finished", timeout: Int(HangGuard.seconds))

        #expect(call.errors.first is CancellationError, "\(call.errors)")
        try lock.release()
    }

    // MARK: - Helpers

    /// Another connection that created the file in rollback-journal mode and holds its write lock, so the store's
    /// switch to WAL on first use is refused until `release()`.
    private func holdWriteLockOnNewFile() throws -> WriteLock {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        // Its COMMIT needs every other connection's shared lock gone, and the store's connections take one for a
        // moment on each attempt to open: wait for them instead of failing at once.
        configuration.busyMode = .timeout(10)
        let other = try DatabaseQueue(path: storeURL.path, configuration: configuration)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE other (x); BEGIN IMMEDIATE; INSERT INTO other VALUES (1)")
        }
        return WriteLock(connection: other)
    }

    /// Waits until `group` is done on a thread of its own; not done within `seconds` is an issue of the test.
    private func wait(
        for group: DispatchGroup, _ what: String, timeout seconds: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let done = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: group.wait(timeout: .now() + .seconds(seconds)) == .success)
            }
        }
        if !done {
            Issue.record("Exceeded timeout of \(seconds) seconds waiting for: \(what)", sourceLocation: sourceLocation)
        }
    }
}

private struct WriteLock {
    let connection: DatabaseQueue

    func release() throws {
        try connection.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
    }
}

/// `count` concurrent store calls, with groups that are done when all of them started and all finished.
///
/// `@unchecked Sendable`: `tasks`, `finishedCount` and `errors` are only read and written under `lock`.
private final class StoreCalls: @unchecked Sendable {
    let count: Int
    let started = DispatchGroup()
    let finished = DispatchGroup()
    private let lock = NSLock()
    private var tasks: [Task<Void, Never>] = []
    private var finishedCalls = 0
    private var recordedErrors: [any Error] = []

    init(count: Int) {
        self.count = count
        for _ in 0..<count {
            started.enter()
            finished.enter()
        }
    }

    var finishedCount: Int { lock.withLock { finishedCalls } }
    var errors: [any Error] { lock.withLock { recordedErrors } }
    var failures: [String] { errors.map { String(describing: $0) } }

    func start(_ call: @escaping @Sendable () async throws -> some Sendable) {
        let tasks = (0..<count).map { _ in
            Task.detached {
                self.started.leave()
                do {
                    _ = try await call()
                    self.record(nil)
                } catch {
                    self.record(error)
                }
            }
        }
        lock.withLock { self.tasks += tasks }
    }

    func cancel() {
        lock.withLock { tasks }.forEach { $0.cancel() }
    }

    private func record(_ error: (any Error)?) {
        lock.withLock {
            finishedCalls += 1
            if let error { recordedErrors.append(error) }
        }
        finished.leave()
    }
}
