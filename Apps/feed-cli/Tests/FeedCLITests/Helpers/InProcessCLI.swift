import FeedCLI
import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
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

    /// Runs `arguments` with `standardInput` as stdin (empty, as `/dev/null`, by default). `onTerminal`: stdout and
    /// stderr are one terminal of `columns` × `rows`, as a person's screen (the result's stdout is what it showed,
    /// its stderr empty); stdin stays no terminal, so nothing queries the test process's own.
    func run(
        _ arguments: [String], environment: [String: String] = [:], standardInput: Data = Data(), columns: Int = 80,
        rows: Int = 24, stderrIsTerminal: Bool = false, onTerminal: Bool = false
    ) async -> CLIResult {
        let screen = BufferedOutput(isTerminal: true)
        let stdout = onTerminal ? screen : BufferedOutput()
        let stderr = onTerminal ? screen : BufferedOutput(isTerminal: stderrIsTerminal)
        let bytes = onTerminal ? screen : BufferedOutput()
        let code = await execute(
            arguments, environment: environment, standardInput: standardInput, stdout: stdout, stderr: stderr,
            bytes: bytes, size: TerminalSize(columns: columns, rows: rows))
        if onTerminal { return CLIResult(exitCode: code, stdout: screen.text, stderr: "") }
        return CLIResult(exitCode: code, stdout: stdout.text + bytes.text, stderr: stderr.text)
    }

    /// Starts `arguments` and returns at once: for what a command writes while it still runs.
    func start(_ arguments: [String], environment: [String: String] = [:]) -> InProcessRun {
        let run = InProcessRun()
        run.task = Task { [self] in
            let code = await execute(
                arguments, environment: environment, standardInput: Data(), stdout: run.stdout, stderr: run.stderr,
                bytes: run.stdout, size: TerminalSize(columns: 80, rows: 24))
            run.lock.withLock { run.ended = true }
            return code
        }
        return run
    }

    private func execute(
        _ arguments: [String], environment: [String: String], standardInput: Data, stdout: BufferedOutput,
        stderr: BufferedOutput, bytes: BufferedOutput, size: TerminalSize
    ) async -> Int32 {
        var runtime = FeedCLIRuntime(
            environment: [
                "HOME": cacheDirectory.path, "FEED_CACHE_DIR": cacheDirectory.path, "LANG": "en_US.UTF-8",
            ].merging(environment) { $1 },
            standardOutput: stdout, standardError: stderr,
            writeStandardOutputBytes: { bytes.write(String(decoding: $0, as: UTF8.self)) },
            standardInputIsTerminal: false,
            currentDate: { [clock] in clock.now },
            terminalSize: { size })
        runtime.readStandardInput = { standardInput.prefix($0 + 1) }
        runtime.completionCacheWait = .seconds(600)
        return await FeedCLIMain.run(arguments: arguments + HangGuard.patientTimeout(arguments), runtime: runtime)
    }
}

/// A command `InProcessCLI.start` started: its output so far, whether it still runs, and how it ended.
///
/// `@unchecked Sendable`: `task` is set once, by `start`, before the run is handed out; `ended` is only touched under
/// `lock`.
final class InProcessRun: @unchecked Sendable {
    let stdout = BufferedOutput()
    let stderr = BufferedOutput()
    fileprivate var task: Task<Int32, Never>?
    fileprivate let lock = NSLock()
    fileprivate var ended = false

    /// Whether it still runs, and its stderr so far: for failure messages.
    var progress: String {
        (lock.withLock { ended } ? "ended" : "running") + ", stderr: \(stderr.text)"
    }

    /// Cancels the command, as a test's end would: `serve` stops as on its first signal.
    func cancel() {
        task?.cancel()
    }

    /// Waits for the end: its exit code and output.
    func exit() async -> CLIResult {
        CLIResult(exitCode: await task?.value ?? -1, stdout: stdout.text, stderr: stderr.text)
    }
}

extension InProcessCLI {
    /// How long a query waits for the answer of the test's terminal: as long as it takes (the process's 100 ms
    /// would make the test depend on the machine's speed); the test's time limit ends a hang.
    static let patientAnswerMilliseconds = 600_000

    /// Starts `arguments` on a new pseudo-terminal of `columns` × `rows`, as on a person's: stdin, stdout and stderr
    /// are its slave side, the terminal the browser takes over and queries go to. The terminal answers the device
    /// attributes request as a plain one does (no graphics, no background colour), unless `answersQueries` is false:
    /// then the test answers.
    func startOnTerminal(
        _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100, rows: UInt16 = 30,
        answersQueries: Bool = true
    ) throws -> TerminalRun {
        let terminal = try PseudoTerminal(
            columns: columns, rows: rows,
            answeringDeviceAttributes: answersQueries ? PseudoTerminal.plainDeviceAttributes : nil)
        let screen = FileDescriptorOutput(descriptor: terminal.slave)
        var runtime = FeedCLIRuntime(
            environment: [
                "HOME": cacheDirectory.path, "FEED_CACHE_DIR": cacheDirectory.path, "LANG": "en_US.UTF-8",
                "TERM": "xterm-256color", "PATH": "/usr/bin:/bin",
            ].merging(environment) { $1 },
            standardOutput: screen, standardError: screen, writeStandardOutputBytes: { screen.write($0) },
            standardInputIsTerminal: true, currentDate: { [clock] in clock.now },
            terminalSize: { TerminalSize(columns: terminal.size.columns, rows: terminal.size.rows) })
        runtime.readStandardInput = { _ in Data() }
        runtime.terminal = TerminalDevice(
            input: terminal.slave, output: terminal.slave, answerMilliseconds: Self.patientAnswerMilliseconds)
        let arguments = arguments + HangGuard.patientTimeout(arguments)
        return TerminalRun(
            terminal: terminal, task: Task { await FeedCLIMain.run(arguments: arguments, runtime: runtime) })
    }
}

/// A command `InProcessCLI.startOnTerminal` started: its terminal, and how it ended.
final class TerminalRun: Sendable {
    let terminal: PseudoTerminal
    private let task: Task<Int32, Never>

    fileprivate init(terminal: PseudoTerminal, task: Task<Int32, Never>) {
        self.terminal = terminal
        self.task = task
    }

    /// Ends a command the test left running, and gives the terminal up.
    deinit {
        task.cancel()
        terminal.release()
    }

    /// Waits for the end: the exit code, once every byte the command wrote was read. A test cancelled (past its
    /// time limit) cancels the command: the browser stops as on its last key.
    func exit() async -> Int32 {
        let code = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        await terminal.drained()
        terminal.endOutput()
        return code
    }
}
