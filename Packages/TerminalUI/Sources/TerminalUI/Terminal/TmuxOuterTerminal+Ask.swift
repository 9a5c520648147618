import Foundation

extension TmuxOuterTerminal {
    /// Asks the tmux server of `environment` (its `TMUX` and `TMUX_PANE`) about the terminal outside; nil outside
    /// tmux, or when tmux cannot be run or answers nothing. `run` runs tmux with the arguments and returns its
    /// output, nil on failure (by default ``runTmux(_:environment:)`` in `environment`).
    public static func ask(environment: [String: String], run: (([String]) -> String?)? = nil) -> TmuxOuterTerminal? {
        guard !(environment["TMUX"] ?? "").isEmpty else { return nil }
        let run = run ?? { runTmux($0, environment: environment) }
        let pane = environment["TMUX_PANE"].flatMap { $0.isEmpty ? nil : $0 }
        return run(command(pane: pane)).map(TmuxOuterTerminal.init(parsing:))
    }

    /// Runs `tmux` (found on `PATH`) with `arguments` and `environment`; its standard output when it exits 0.
    public static func runTmux(_ arguments: [String], environment: [String: String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
