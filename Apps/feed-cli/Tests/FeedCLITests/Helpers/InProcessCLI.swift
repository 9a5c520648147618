import FeedCLI
import Foundation
import TerminalUI
import TerminalUITestSupport

/// Runs feed-cli commands in this process with a temporary cache dir (also its HOME, as `BuiltCLI` has it), captured
/// streams and a settable clock.
final class InProcessCLI: Sendable {
    let cacheDirectory: URL
    private let clock = SettableClock(Date())

    init() throws {
        cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-cli-tests-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        cleanUp()
    }

    /// Removes the cache dir (the deinit does too): for tests that say when, as they would with the built binary.
    func cleanUp() {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// Runs once in a cache dir of its own, removed afterwards.
    static func runOnce(_ arguments: [String], environment: [String: String] = [:]) async throws -> CLIResult {
        let cli = try InProcessCLI()
        return await cli.run(arguments, environment: environment)
    }

    /// Moves the clock the commands see.
    func advanceClock(by interval: TimeInterval) {
        clock.advance(by: interval)
    }

    /// A generous response timeout: the test process runs many servers at once on few cores. Not where an option
    /// would change what is tested: after `--` (a MESSAGE), over a `--config` file's timeout, or for help.
    private static func patientTimeout(_ arguments: [String]) -> [String] {
        let takesTimeout =
            !["cache", "serve", "config", "help"].contains(arguments.first)
            && arguments.allSatisfy {
                !["--help", "--", "--config", "--timeout", "--experimental-dump-help"].contains($0)
            }
        return takesTimeout ? ["--timeout", "60"] : []
    }

    func run(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24,
        stderrIsTerminal: Bool = false
    ) async -> CLIResult {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput(isTerminal: stderrIsTerminal)
        let bytes = BufferedOutput()
        let runtime = FeedCLIRuntime(
            environment: [
                "HOME": cacheDirectory.path, "FEED_CACHE_DIR": cacheDirectory.path, "LANG": "en_US.UTF-8",
            ].merging(environment) { $1 },
            standardOutput: stdout, standardError: stderr,
            writeStandardOutputBytes: { bytes.write(String(decoding: $0, as: UTF8.self)) },
            standardInputIsTerminal: false,
            currentDate: { [clock] in clock.now },
            terminalSize: { TerminalSize(columns: columns, rows: rows) })
        let code = await FeedCLIMain.run(arguments: arguments + Self.patientTimeout(arguments), runtime: runtime)
        return CLIResult(exitCode: code, stdout: stdout.text + bytes.text, stderr: stderr.text)
    }
}
