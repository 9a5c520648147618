import FeedCLITestSupport
import Foundation

/// The built feed-cli running in the background, its stdout readable line by line while it runs.
///
/// `@unchecked Sendable`: `output` and `errors` are only touched under `lock`.
final class LineReadingProcess: @unchecked Sendable {
    struct Result {
        let exitCode: Int32
        let terminatedBySignal: Bool
        let stderr: String
    }

    private let process = Process()
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()
    private let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "feed-cli-lines-\(UUID())")

    init(arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try BuiltCLI().executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "FEED_CACHE_DIR": cacheDirectory.path]
            .merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        read(outputPipe) { [weak self] data in self?.lock.withLock { self?.output.append(data) } }
        read(errorPipe) { [weak self] data in self?.lock.withLock { self?.errors.append(data) } }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    /// What the process wrote on stderr so far, and whether it still runs: for failure messages.
    var progress: String {
        let text = lock.withLock { String(decoding: errors, as: UTF8.self) }
        return (process.isRunning ? "running" : "exited \(process.terminationStatus)") + ", stderr: \(text)"
    }
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// Sends `signal`, waits for the exit (off the cooperative pool, which the in-process servers need), and
    /// returns how it ended.
    func stop(with signal: Int32) async -> Result {
        kill(process.processIdentifier, signal)
        return await exit()
    }

    /// Waits for the exit (off the cooperative pool) and returns how it ended.
    func exit() async -> Result {
        await OwnThread.run { [process] in process.waitUntilExit() }
        errorPipe.fileHandleForReading.readabilityHandler = nil
        let rest = errorPipe.fileHandleForReading.readDataToEndOfFile()
        lock.withLock { errors.append(rest) }
        let stderr = lock.withLock { String(decoding: errors, as: UTF8.self) }
        return Result(
            exitCode: process.terminationStatus, terminatedBySignal: process.terminationReason == .uncaughtSignal,
            stderr: stderr)
    }

    private func read(_ pipe: Pipe, _ append: @escaping @Sendable (Data) -> Void) {
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { append(data) }
        }
    }
}
