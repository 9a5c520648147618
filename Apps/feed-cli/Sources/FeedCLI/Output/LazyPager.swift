import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output through a pager that starts at the first write: a command that fails before it writes a line
/// shows its error on the terminal, with no pager in between, and Ctrl-C stops it as any command until then.
final class LazyPager: TextOutput, @unchecked Sendable {
    // `lock` guards `pager`, `started` and `interrupt`; writes come one at a time, but from any thread.
    private let lock = NSLock()
    private var pager: PagerProcess?
    private var started = false
    private var interrupt: sig_t?
    private let command: String
    private let environment: [String: String]
    private let unpaged: FeedCLIRuntime

    /// A pager running `command` once something is written; until then, and when it cannot start, `runtime`'s.
    init(command: String, environment: [String: String], runtime: FeedCLIRuntime) {
        self.command = command
        self.environment = environment
        self.unpaged = runtime
    }

    /// The pager shows text on the terminal: colors and widths stay those of a terminal.
    var isTerminal: Bool { true }

    /// Whether the pager took the terminal: nothing else may draw on it then, a spinner on stderr included.
    var hasStarted: Bool { lock.withLock { pager != nil } }

    func write(_ text: String) {
        if let pager = startedPager() { pager.write(text) } else { unpaged.standardOutput.write(text) }
    }

    func write(_ data: Data) {
        if let pager = startedPager() { pager.write(data) } else { unpaged.writeStandardOutputBytes(data) }
    }

    /// Closes the pager's input and waits until the reader quits it, if it started; gives Ctrl-C back.
    func finish() {
        let (pager, interrupt) = lock.withLock { (self.pager, self.interrupt) }
        pager?.finish()
        if let interrupt { signal(SIGINT, interrupt) }
    }

    private func startedPager() -> PagerProcess? {
        lock.withLock {
            if !started {
                started = true
                pager = PagerProcess.start(command, environment: environment)
                // Ctrl-C is the pager's, as in git: ending here would hand the terminal back to the shell under it.
                if pager != nil { interrupt = signal(SIGINT, SIG_IGN) }
            }
            return pager
        }
    }
}
