import Foundation

extension TmuxOuterTerminal {
    /// Asks the tmux server of `environment` (its `TMUX` and `TMUX_PANE`) about the terminal outside; nil outside
    /// tmux, or when tmux cannot be run or answers nothing. `run` runs tmux with the arguments and returns its
    /// output, nil on failure (by default ``runTmux(_:environment:timeoutSeconds:)`` in `environment`).
    public static func ask(environment: [String: String], run: (([String]) -> String?)? = nil) -> TmuxOuterTerminal? {
        guard !(environment["TMUX"] ?? "").isEmpty else { return nil }
        let run = run ?? { runTmux($0, environment: environment) }
        let pane = environment["TMUX_PANE"].flatMap { $0.isEmpty ? nil : $0 }
        return run(command(pane: pane)).map(TmuxOuterTerminal.init(parsing:))
    }

    /// Runs `tmux` (found on `PATH`) with `arguments` and `environment`; its standard output when it exits 0 within
    /// `timeoutSeconds`. A tmux server that is stuck (stopped, or busy past the limit) costs start-up that long and
    /// no more: the client is killed and nil returned, so pictures fall back as for a tmux that cannot be asked.
    public static func runTmux(_ arguments: [String], environment: [String: String], timeoutSeconds: Double = 1)
        -> String?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        guard (try? process.run()) != nil else { return nil }
        let reader = OutputReader(output.fileHandleForReading)
        guard exited.wait(timeout: .now() + timeoutSeconds) == .success else {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            return nil
        }
        let data = reader.finish()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

/// Reads a pipe to its end on a thread of its own, so that a child filling the pipe is never blocked while its
/// exit is awaited.
private final class OutputReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The whole output, once the writing end is closed.
    func finish() -> Data {
        done.wait()
        return data
    }
}
