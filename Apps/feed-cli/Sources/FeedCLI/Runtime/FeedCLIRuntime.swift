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

    /// The real process: its environment, stdout, stderr and clock.
    public static var process: FeedCLIRuntime {
        let environment = ProcessInfo.processInfo.environment
        return FeedCLIRuntime(
            environment: environment,
            standardOutput: FileDescriptorOutput.standardOutput,
            standardError: FileDescriptorOutput.standardError,
            writeStandardOutputBytes: { FileHandle.standardOutput.write($0) },
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            currentDate: { Date() },
            terminalSize: { TerminalSize.current(environment: environment) })
    }
}
