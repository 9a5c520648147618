import FeedCLI
import Foundation
import TerminalUI
import TerminalUITestSupport

/// Runs feed-cli commands in this process with a temporary cache dir, captured streams and a settable clock.
final class InProcessCLI: @unchecked Sendable {
    let cacheDirectory: URL
    private let lock = NSLock()
    private var now = Date()

    init() throws {
        cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-cli-tests-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// Moves the clock the commands see.
    func advanceClock(by interval: TimeInterval) {
        lock.withLock { now += interval }
    }

    /// A generous response timeout: the test process runs many servers at once on few cores.
    private static func patientTimeout(_ arguments: [String]) -> [String] {
        let takesTimeout = !arguments.contains("--help") && !["cache", "serve", "config"].contains(arguments.first)
        return takesTimeout && !arguments.contains("--timeout") ? ["--timeout", "60"] : []
    }

    func run(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, stderrIsTerminal: Bool = false
    ) async -> CLIResult {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput(isTerminal: stderrIsTerminal)
        let bytes = BufferedOutput()
        let runtime = FeedCLIRuntime(
            environment: ["FEED_CACHE_DIR": cacheDirectory.path, "LANG": "en_US.UTF-8"].merging(environment) { $1 },
            standardOutput: stdout, standardError: stderr,
            writeStandardOutputBytes: { bytes.write(String(decoding: $0, as: UTF8.self)) },
            standardInputIsTerminal: false,
            currentDate: { [self] in lock.withLock { now } },
            terminalSize: { TerminalSize(columns: columns, rows: 24) })
        let code = await FeedCLIMain.run(arguments: arguments + Self.patientTimeout(arguments), runtime: runtime)
        return CLIResult(exitCode: code, stdout: stdout.text + bytes.text, stderr: stderr.text)
    }
}
