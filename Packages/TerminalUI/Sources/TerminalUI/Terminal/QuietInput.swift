import CStandardStreams
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's input without echo and line mode from the moment a query is sent until its replies are read: a
/// terminal that answers late (a busy machine, an ssh link) sends its reply while the program no longer waits for
/// it, and a terminal driver that echoes would write the reply's bytes onto the screen as text (`^[_Gi=31;OK^[\`).
/// Signals from keys (Ctrl-C, Ctrl-Z) still work. The person's own settings are kept: they come back when the
/// replies are read (at exit), on Ctrl-Z while stopped, on an ending signal the program does not handle and on a
/// crash (the C guard), and a ``RawTerminal`` made meanwhile takes them as the settings to give back.
///
/// `@unchecked Sendable`: `state` is only touched under `lock`.
final class QuietInput: @unchecked Sendable {
    static let shared = QuietInput()

    private struct State {
        let input: Int32
        let output: Int32
        let original: termios
        let quiet: termios
    }

    private let lock = NSLock()
    private var state: State?

    /// Turns echo and line mode off on `input`; false (nothing done) when they are off already for a query, or
    /// `input` is no terminal.
    func begin(input: Int32, output: Int32) -> Bool {
        lock.withLock {
            guard state == nil else { return false }
            var original = termios()
            guard tcgetattr(input, &original) == 0 else { return false }
            var quiet = original
            quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON)
            let state = State(input: input, output: output, original: original, quiet: quiet)
            Self.arm(state)
            tcsetattr(input, TCSANOW, &quiet)
            self.state = state
            return true
        }
    }

    /// The person's settings while `input` is quiet; nil otherwise.
    func original(of input: Int32) -> termios? {
        lock.withLock { state?.input == input ? state?.original : nil }
    }

    /// The settings `input` is to have when a full-screen mode on it ends: the quiet ones while replies are owed.
    func quietSettings(of input: Int32) -> termios? {
        lock.withLock { state?.input == input ? state?.quiet : nil }
    }

    /// After a full-screen mode on `input` ended: the crash guard keeps the person's settings again.
    func rearm(_ input: Int32) {
        lock.withLock {
            guard let state, state.input == input else { return }
            Self.arm(state)
        }
    }

    /// The person's settings back; keys they typed meanwhile stay for the shell.
    func end() {
        lock.withLock {
            guard let state else { return }
            terminalui_quiet_guard_disarm()
            terminalui_crash_guard_disarm()
            var original = state.original
            tcsetattr(state.input, TCSANOW, &original)
            self.state = nil
        }
    }

    private static func arm(_ state: State) {
        withUnsafePointer(to: state.original) { original in
            withUnsafePointer(to: state.quiet) { quiet in
                terminalui_quiet_guard_arm(state.input, original, quiet)
            }
            terminalui_crash_guard_arm(state.input, state.output, original, "", 0)
        }
    }
}
