import Foundation
import TerminalUI

/// Everything the commands take from the process: environment, streams, clock, terminal and its size.
///
/// The process values by default; tests run the commands in-process with their own.
package struct FeedCLIRuntime: Sendable {
    package var environment: [String: String]
    package var standardOutput: any TextOutput
    package var standardError: any TextOutput
    /// Raw bytes to stdout (image data).
    package var writeStandardOutputBytes: @Sendable (Data) -> Void
    package var standardInputIsTerminal: Bool
    package var currentDate: @Sendable () -> Date
    package var terminalSize: @Sendable () -> TerminalSize
    /// Calls its action once stdout's reader has left (a pipe's reader closed it), for a run that writes seldom;
    /// never, unless told (the process's stdout, see `process`).
    package var watchStandardOutputReader: @Sendable (@escaping @Sendable () -> Void) -> Void = { _ in }
    /// Reads stdin to its end, or up to one byte past `limit` (`StandardInput.read`): `-` as a token or a message.
    package var readStandardInput: @Sendable (_ limit: Int) -> Data = { StandardInput.read(limit: $0) }
    /// What measures the time between two polls of `comments --follow`: a test's own clock moves it only once the
    /// test is ready for the next poll.
    package var pollingClock: any Clock<Duration> = ContinuousClock()
    /// How long a shell completion waits for the saved feed: a shell must not hang on a cache another program
    /// holds locked. A test on a busy machine gives it longer, so the answer never depends on the machine's speed.
    package var completionCacheWait: Duration = .seconds(1)
    /// The terminal the browser runs on and queries go to, when stdin and stdout are one (see
    /// `standardInputIsTerminal`, `standardOutput.isTerminal`): the process's own, unless told.
    package var terminal = TerminalDevice.process

    package init(
        environment: [String: String],
        standardOutput: any TextOutput,
        standardError: any TextOutput,
        writeStandardOutputBytes: @escaping @Sendable (Data) -> Void,
        standardInputIsTerminal: Bool,
        currentDate: @escaping @Sendable () -> Date,
        terminalSize: @escaping @Sendable () -> TerminalSize
    ) {
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.writeStandardOutputBytes = writeStandardOutputBytes
        self.standardInputIsTerminal = standardInputIsTerminal
        self.currentDate = currentDate
        self.terminalSize = terminalSize
    }

    /// The runtime the current command runs in.
    @TaskLocal package static var current = FeedCLIRuntime.process

    /// The real process: its environment, stdout, stderr and clock. A write to stdout that fails ends the process
    /// (`StandardOutputFailure`); a stdout the shell closed fails at the first write. Made once: `current`'s default
    /// and `FeedCLIMain.run()` share it, and each copy of the environment cost a million instructions.
    package static let process: FeedCLIRuntime = {
        let environment = processEnvironment()
        let stdout = FileDescriptorOutput(
            descriptor: StandardOutputFailure.stdoutWasClosed ? -1 : STDOUT_FILENO, onFailure: endOnFailedStandardOutput
        )
        var runtime = FeedCLIRuntime(
            environment: environment,
            standardOutput: stdout,
            standardError: FileDescriptorOutput.standardError,
            writeStandardOutputBytes: { stdout.write($0) },
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            currentDate: { Date() },
            terminalSize: { TerminalSize.current(environment: environment) })
        runtime.watchStandardOutputReader = { stdout.watchReader(onGone: $0) }
        return runtime
    }()

    /// The process's environment as `ProcessInfo.processInfo.environment` gives it (each `NAME=value` of `environ`,
    /// the last of a repeated name), read directly: ProcessInfo's cost 1.7M instructions of an offline `feed`.
    static func processEnvironment() -> [String: String] {
        #if os(Linux)
            environment(from: environ)
        #else
            ProcessInfo.processInfo.environment
        #endif
    }

    /// Each `NAME=value` of `entries`, a list that ends with nil as `environ` does, split at its first `=` byte (a
    /// search by characters cost 5,700 instructions a variable); the last of a repeated name.
    static func environment(from entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var environment: [String: String] = [:]
        var entry = entries
        while let pointer = entry.pointee {
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(decoding: bytes[..<equals], as: UTF8.self)] = String(
                    decoding: bytes[(equals + 1)...], as: UTF8.self)
            }
            entry += 1
        }
        return environment
    }

    /// Ends the process as `StandardOutputFailure` says (141 for a reader that left, else 74 after one line).
    package static let endOnFailedStandardOutput: @Sendable (Int32) -> Void = { code in
        StandardOutputFailure.end(code, program: "feed-cli")
    }
}
