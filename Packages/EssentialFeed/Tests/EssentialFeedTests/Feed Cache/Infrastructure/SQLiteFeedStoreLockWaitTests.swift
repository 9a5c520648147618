import EssentialFeed
import EssentialFeedSQLite
import Foundation
import GRDB
import XCTest

/// A store that waits for another connection's write lock holds no thread of Swift's cooperative pool, which has
/// one thread per core and runs every async task of the process.
///
/// The tests are synchronous so that their waits run on the main thread, outside the pool they watch. Timeouts
/// are hang guards, well under the 15 s the store waits for a lock.
final class SQLiteFeedStoreLockWaitTests: XCTestCase {
    private lazy var storeURL = temporaryDirectory().appendingPathComponent("feed.sqlite")

    func test_firstUse_waitingForAnotherConnectionsWriteLock_leavesTheCooperativePoolFree() throws {
        let lock = try holdWriteLockOnNewFile()
        let sut = SQLiteFeedStore(url: storeURL)
        let calls = StoreCalls(count: 4 * ProcessInfo.processInfo.activeProcessorCount, testCase: self)
        calls.start { try await sut.retrieve() }
        wait(for: [calls.started], timeout: 10)

        let unrelated = expectation(description: "an unrelated async task ran")
        Task.detached { unrelated.fulfill() }
        wait(for: [unrelated], timeout: 10)

        XCTAssertEqual(calls.finishedCount, 0, "store calls finished while another connection held the lock")
        try lock.release()
        wait(for: [calls.finished], timeout: 30)
        XCTAssertEqual(calls.failures, [])
    }

    func test_firstUse_cancelledWhileWaitingForAnotherConnectionsWriteLock_stopsWaiting() throws {
        let lock = try holdWriteLockOnNewFile()
        let sut = SQLiteFeedStore(url: storeURL)
        let call = StoreCalls(count: 1, testCase: self)
        call.start { try await sut.retrieve() }
        wait(for: [call.started], timeout: 10)

        call.cancel()
        wait(for: [call.finished], timeout: 10)

        XCTAssertTrue(call.errors.first is CancellationError, "\(call.errors)")
        try lock.release()
    }

    // MARK: - Helpers

    /// Another connection that created the file in rollback-journal mode and holds its write lock, so the store's
    /// switch to WAL on first use is refused until `release()`.
    private func holdWriteLockOnNewFile() throws -> WriteLock {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: storeURL.path, configuration: configuration)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE other (x); BEGIN IMMEDIATE; INSERT INTO other VALUES (1)")
        }
        return WriteLock(connection: other)
    }
}

private struct WriteLock {
    let connection: DatabaseQueue

    func release() throws {
        try connection.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
    }
}

/// `count` concurrent store calls, with expectations for all of them started and all finished.
///
/// `@unchecked Sendable`: `tasks`, `finishedCount` and `errors` are only read and written under `lock`.
private final class StoreCalls: @unchecked Sendable {
    let started: XCTestExpectation
    let finished: XCTestExpectation
    private let count: Int
    private let lock = NSLock()
    private var tasks: [Task<Void, Never>] = []
    private var finishedCalls = 0
    private var recordedErrors: [any Error] = []

    init(count: Int, testCase: XCTestCase) {
        self.count = count
        started = testCase.expectation(description: "\(count) store calls started")
        started.expectedFulfillmentCount = count
        finished = testCase.expectation(description: "\(count) store calls finished")
        finished.expectedFulfillmentCount = count
    }

    var finishedCount: Int { lock.withLock { finishedCalls } }
    var errors: [any Error] { lock.withLock { recordedErrors } }
    var failures: [String] { errors.map { String(describing: $0) } }

    func start(_ call: @escaping @Sendable () async throws -> some Sendable) {
        let tasks = (0..<count).map { _ in
            Task.detached {
                self.started.fulfill()
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
        finished.fulfill()
    }
}
