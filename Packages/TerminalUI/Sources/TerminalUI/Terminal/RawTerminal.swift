import CStandardStreams
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in raw mode on the alternate screen, and the promise to put it back exactly as it was: on leaving,
/// on suspending, and on a crash signal too (the C guard writes what leaving writes and sets the settings back).
///
/// `@unchecked Sendable`: `original` is written once in `init`; `isRaw` only changes under `lock`.
public final class RawTerminal: @unchecked Sendable {
    let input: Int32
    let writer: FileDescriptorOutput
    private let original: termios
    /// Whether the terminal reports clicks and the wheel while raw.
    private let mouse: Bool
    private let lock = NSLock()
    private var isRaw = false

    /// `mouse`: the terminal reports clicks and the wheel as ``Key/mouse(_:)`` while raw.
    public init(input: Int32, output: Int32, mouse: Bool = false) throws(RawTerminalError) {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw .notATerminal }
        self.input = input
        self.writer = FileDescriptorOutput(descriptor: output)
        // While a query's late replies keep the input quiet, the settings to give back are the person's.
        self.original = QuietInput.shared.original(of: input) ?? settings
        self.mouse = mouse
    }

    /// Raw input (no echo, no line mode, no signals from keys), alternate screen, hidden cursor, and mouse
    /// reporting when asked for.
    public func enter() {
        lock.withLock {
            var raw = original
            cfmakeraw(&raw)
            raw.c_oflag = original.c_oflag
            let leave = TerminalControl.leave
            withUnsafePointer(to: original) { settings in
                terminalui_crash_guard_arm(input, writer.descriptor, settings, leave, leave.utf8.count)
            }
            tcsetattr(input, TCSANOW, &raw)
            isRaw = true
        }
        writer.write(TerminalControl.enter + (mouse ? TerminalControl.enableMouse : ""))
    }

    /// Stops the process as a shell's Ctrl-Z would, the terminal given back first (the main screen, the cursor,
    /// echo and line mode), and returns once the shell continues it (`fg`), with raw mode and the alternate screen
    /// back; the caller then redraws everything.
    public func suspend() {
        leave(to: original)
        // A signal watcher may block SIGTSTP (Dispatch reads watched signals from a signalfd): unblocked on this
        // thread, with its default action, it stops the process here.
        var stop = sigset_t()
        var mask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        let previous = signal(SIGTSTP, SIG_DFL)
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        signal(SIGTSTP, previous)
        enter()
    }

    /// Leaves the alternate screen, shows the cursor and restores echo and line mode; safe to call twice. While a
    /// query's replies are still owed, input stays quiet until they are read at exit (see `QuietInput`).
    public func restore() {
        leave(to: QuietInput.shared.quietSettings(of: input) ?? original)
    }

    private func leave(to settings: termios) {
        lock.withLock {
            guard isRaw else { return }
            terminalui_crash_guard_disarm()
            writer.write(TerminalControl.leave)
            var settings = settings
            tcsetattr(input, TCSAFLUSH, &settings)
            QuietInput.shared.rearm(input)
            isRaw = false
        }
    }

    /// How many times taller than wide a cell is, when the terminal reports its size in pixels.
    public func cellAspect() -> Double? {
        cellSize()?.aspect
    }

    /// The size of a cell in pixels, when the terminal reports its size in pixels.
    public func cellSize() -> CellSize? {
        CellSize.of(descriptor: writer.descriptor)
    }

    /// The size of the output terminal now.
    public func size() -> TerminalSize {
        var window = winsize()
        guard ioctl(writer.descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
}
