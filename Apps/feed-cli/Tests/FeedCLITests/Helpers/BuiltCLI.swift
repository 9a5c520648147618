import FeedCLITestSupport
import Foundation
import SharedAPITestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `feed-cli` binary from the build products directory, next to the test bundle, or the one that
/// `FEED_CLI_BINARY` names (an installed release build, say).
struct BuiltCLI {
    let executable: URL
    let cacheDirectory: URL

    init() throws {
        executable = try Self.locate()
        cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feed-cli-e2e-\(UUID().uuidString)", isDirectory: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// Runs the binary with `arguments`, and ``HangGuard``'s `--timeout` unless the test sets one (or the run takes
    /// none): a server that answers late on a busy machine is waited for, as in process.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> CLIResult {
        try await launch(executable, arguments + HangGuard.patientTimeout(arguments), environment: environment)
    }

    /// Runs `script` with bash, where `$FEED_CLI` is the binary and `$@` the arguments: for redirections and
    /// pipelines (`>/dev/full`, `| head -c 10`), whose script says which status it reports.
    func shell(_ script: String, arguments: [String] = [], environment: [String: String] = [:]) async throws
        -> CLIResult
    {
        try await launch(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, "bash"] + arguments,
            environment: environment.merging(["FEED_CLI": executable.path]) { $1 })
    }

    /// Runs `script` with bash on a pseudo-terminal of 80×24 (stdin, stdout and stderr), where `$FEED_CLI` is the
    /// binary: what the terminal showed as stdout (stderr is on the same screen), and 124 when it ran past
    /// ``HangGuard``'s wait (a guard, not a measure: on two busy cores a run that takes a second alone waits minutes
    /// for its turns, and a fixed 60 s ran out while nothing hung).
    func onTerminal(_ script: String, environment: [String: String] = [:]) throws -> CLIResult {
        let process = try PseudoTerminalProcess(
            executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", script],
            environment: baseEnvironment.merging(environment.merging(["FEED_CLI": executable.path]) { $1 }) { $1 },
            columns: 80, rows: 24)
        let status = process.waitForExit(seconds: HangGuard.seconds)
        if status == nil { process.terminate() }
        defer { process.finish() }
        return CLIResult(exitCode: status ?? 124, stdout: process.text, stderr: "")
    }

    private var baseEnvironment: [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": cacheDirectory.path, "LANG": "en_US.UTF-8",
            "FEED_CACHE_DIR": cacheDirectory.path,
        ]
    }

    private func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) async throws
        -> CLIResult
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = baseEnvironment.merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let outData = Self.readToEnd(stdout.fileHandleForReading)
        let errData = Self.readToEnd(stderr.fileHandleForReading)
        let status = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            // A test past its time limit is cancelled: a hung binary is killed, so the test ends and says so.
            if process.isRunning, process.processIdentifier > 0 { kill(process.processIdentifier, SIGKILL) }
        }
        return CLIResult(
            exitCode: status,
            stdout: String(decoding: await outData.value, as: UTF8.self),
            stderr: String(decoding: await errData.value, as: UTF8.self))
    }

    /// Reads on a thread of its own: blocking reads on the cooperative pool would starve the in-process servers.
    private static func readToEnd(_ handle: FileHandle) -> Task<Data, Never> {
        Task { await OwnThread.run { handle.readDataToEndOfFile() } }
    }

    private static func locate() throws -> URL {
        try FeedCLIBinary.url()
    }
}
