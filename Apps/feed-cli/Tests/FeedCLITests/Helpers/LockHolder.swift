import FeedCLITestSupport
import Foundation

/// Another program (Python) holding a lock on a cache file until `release()`: SQLite's write lock or its
/// exclusive lock, or an `flock`.
///
/// `@unchecked Sendable`: `process` and the pipes are set once in `init`; `output` is only touched under `lock`.
final class LockHolder: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let lock = NSLock()
    private var output = ""

    /// Python's `sqlite3` in a transaction begun with `BEGIN <begin>` (`IMMEDIATE`: the write lock, which readers
    /// of a WAL file pass; `EXCLUSIVE`: no reader passes it outside WAL mode). `rollbackJournal` first takes the
    /// file out of WAL mode, as a program that opens it with SQLite's defaults may.
    static func sqlite(_ database: URL, begin: String, rollbackJournal: Bool = false) throws -> LockHolder {
        try LockHolder(
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            if \(rollbackJournal ? "True" : "False"):
                db.execute("PRAGMA journal_mode=DELETE").fetchall()
            db.execute("BEGIN \(begin)")
            db.execute("SELECT count(*) FROM sqlite_master").fetchall()
            print("locked", flush=True)
            sys.stdin.readline()
            db.execute("COMMIT")
            """, database)
    }

    /// An exclusive `flock` on `file`, as another feed-cli's save holds it.
    static func flock(_ file: URL) throws -> LockHolder {
        try LockHolder(
            """
            import fcntl, sys
            f = open(sys.argv[1], "a")
            fcntl.flock(f, fcntl.LOCK_EX)
            print("locked", flush=True)
            sys.stdin.readline()
            """, file)
    }

    private init(_ script: String, _ file: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        process.standardInput = input
        process.standardOutput = outputPipe
        outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            self?.lock.withLock { self?.output += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var isHolding: Bool { lock.withLock { output.contains("locked") } }

    /// Holds the lock: waits until the program says it has it.
    func waitUntilHolding() async throws {
        try await eventually("the lock held") { isHolding }
    }

    /// Ends the transaction or drops the lock, and waits for the program's exit on a thread of its own.
    func release() async {
        try? input.fileHandleForWriting.close()
        await OwnThread.run { [process] in process.waitUntilExit() }
    }
}
