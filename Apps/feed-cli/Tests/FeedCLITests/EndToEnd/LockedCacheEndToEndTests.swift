import FeedCLITestSupport
import Foundation
import Testing

/// A cache that another program held locked held the remote feed back for SQLite's 15-second busy timeout: the
/// save came before the output. Now the feed is shown at once, and the save waits for the lock behind it.
@Suite("End to end: a cache another program holds locked", .timeLimit(.minutes(2)))
struct LockedCacheEndToEndTests {
    @Test("feed --json prints the whole remote feed while the lock is held, then saves it once the lock is free")
    func feedIsShownWhileTheSaveWaits() async throws {
        let cli = try BuiltCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        let base = ["--base-url", api.baseURL.absoluteString]
        _ = try await cli.run(["feed"] + base)
        let file = cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
            .appendingPathComponent("feed.sqlite")
        let holder = try SQLiteWriteLockHolder(file)
        try await eventually("the lock held") { holder.isHolding }

        let run = try LineReadingProcess(
            arguments: ["feed", "--json"] + base, environment: ["FEED_CACHE_DIR": cli.cacheDirectory.path])
        try await eventually("the whole feed printed: \(run.progress)") { Self.isJSONObject(run.stdout) }
        let whileHeld = run.progress
        await holder.release()
        let result = await run.exit()

        #expect(whileHeld.hasPrefix("running"), "\(whileHeld)")
        #expect(!whileHeld.contains("could not be saved"), "\(whileHeld)")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    private static func isJSONObject(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
    }
}

/// Another program (Python's `sqlite3`) holding a database's write lock until `release()`.
private final class SQLiteWriteLockHolder: @unchecked Sendable {
    // `process` and the pipes are set once in `init`; `output` is only read from the pipe's handler under `lock`.
    private let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private let lock = NSLock()
    private var output = ""

    init(_ database: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            sys.stdin.readline()
            db.execute("COMMIT")
            """,
            database.path,
        ]
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

    /// Commits, and waits for the program's exit on a thread of its own.
    func release() async {
        try? input.fileHandleForWriting.close()
        await OwnThread.run { [process] in process.waitUntilExit() }
    }
}
