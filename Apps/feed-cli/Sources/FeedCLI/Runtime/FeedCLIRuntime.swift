import Foundation
import TerminalUI

/// Everything the commands take from the process: environment, streams, clock, terminal size.
///
/// The process values by default; tests run the commands in-process with their own.
public struct FeedCLIRuntime: Sendable {
    public var environment: [String: String]
    public var standardOutput: any TextOutput
    public var standardError: any TextOutput
    /// Raw bytes to stdout (image data).
    public var writeStandardOutputBytes: @Sendable (Data) -> Void
    public var standardInputIsTerminal: Bool
    public var currentDate: @Sendable () -> Date
    public var terminalSize: @Sendable () -> TerminalSize

    public init(
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
    @TaskLocal public static var current = FeedCLIRuntime.process

    /// The real process: its environment, stdout, stderr and clock. A write to stdout that fails ends the process
    /// (`StandardOutputFailure`); a stdout the shell closed fails at the first write.
    public static var process: FeedCLIRuntime {
        let environment = ProcessInfo.processInfo.environment
        let stdout = FileDescriptorOutput(
            descriptor: StandardOutputFailure.stdoutWasClosed ? -1 : STDOUT_FILENO, onFailure: StandardOutputFailure.end
        )
        return FeedCLIRuntime(
            environment: environment,
            standardOutput: stdout,
            standardError: FileDescriptorOutput.standardError,
            writeStandardOutputBytes: { stdout.write($0) },
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            currentDate: { Date() },
            terminalSize: { TerminalSize.current(environment: environment) })
    }
}
