import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output through a pager that starts at the first write: a command that fails before it writes a line
/// shows its error on the terminal, with no pager in between, and Ctrl-C stops it as any command until then.
///
/// A pager that cannot start (its program is not installed, or its shell says it could not run it) loses nothing:
/// the text goes straight to the terminal after one warning, as git does. A reader who quits the pager ends the
/// run at its next write (`onReaderLeft`, with `EPIPE`). SIGTERM and SIGHUP end the pager's input and wait for it
/// before the process ends, so no pager is left on the terminal beside the shell's prompt.
public final class LazyPager: TextOutput, @unchecked Sendable {
    /// How much text is kept for the terminal while the pager may not have read any of it.
    public static let replayLimit = 1 << 20

    private enum State {
        case waiting, paging(PagerProcess), unpaged
    }

    // `lock` guards every variable; writes come one at a time, but from any thread, and signals on a queue.
    private let lock = NSLock()
    private var state = State.waiting
    private var sent: Data? = Data()
    private var inputClosed = false
    /// Set while a signal ends the paging (`end(by:)`): `finish()` waits for that, which ends the process.
    private var ending = false
    private let ended = DispatchSemaphore(value: 0)
    private var brokenPipe: sig_t?
    private var watcher: SignalWatcher?
    private let command: String
    private let environment: [String: String]
    private let terminal: @Sendable (Data) -> Void
    private let standardError: any TextOutput
    private let warning: String
    private let onReaderLeft: @Sendable (Int32) -> Void
    private let programIsMissing: Bool

    /// A pager running `command` once something is written; until then, and when it cannot start, the text goes to
    /// `terminal` (stdout), after `warning` on `standardError`. A write the pager's reader no longer takes calls
    /// `onReaderLeft` with its `errno` (a program ends there, as with any closed stdout).
    public init(
        command: String, environment: [String: String], terminal: @escaping @Sendable (Data) -> Void,
        standardError: any TextOutput, warning: String, onReaderLeft: @escaping @Sendable (Int32) -> Void
    ) {
        self.command = command
        self.environment = environment
        self.terminal = terminal
        self.standardError = standardError
        self.warning = warning
        self.onReaderLeft = onReaderLeft
        programIsMissing = PagerProgram.isMissing(command, environment: environment)
    }

    /// The pager shows text on the terminal: colors and widths stay those of a terminal.
    public var isTerminal: Bool { true }

    /// A pager shows text: a graphics protocol's escapes would be lines of base64 there. A pager that is not
    /// installed leaves the terminal as it is.
    public var passesGraphics: Bool { programIsMissing }

    /// Whether the pager took the terminal: nothing else may draw on it then, a spinner on stderr included.
    public var occupiesTerminal: Bool {
        lock.withLock {
            if case .paging = state { return true }
            return false
        }
    }

    public func write(_ text: String) { write(Data(text.utf8)) }

    public func write(_ data: Data) {
        if let pager = pager(keeping: data) { pager.write(data) } else { terminal(data) }
    }

    /// Closes the pager's input and waits until the reader quits it, if it started; gives the signals back. A pager
    /// whose shell could not run it has read nothing: what it was sent goes to the terminal then.
    public func finish() {
        if lock.withLock({ ending }) { ended.wait() }
        let pager = lock.withLock { () -> PagerProcess? in
            guard case .paging(let pager) = state, !inputClosed else { return nil }
            inputClosed = true
            return pager
        }
        guard let pager else { return }
        let status = pager.finish()
        if lock.withLock({ ending }) { ended.wait() }
        lock.withLock { state = .unpaged }
        restoreSignals()
        if PagerProcess.couldNotRun(status) { replay() }
    }

    /// The running pager, after keeping `data` for a replay; nil when the text goes to the terminal.
    private func pager(keeping data: Data) -> PagerProcess? {
        lock.withLock {
            if case .waiting = state { state = start() }
            guard case .paging(let pager) = state else { return nil }
            if let count = sent?.count, count + data.count <= Self.replayLimit {
                sent?.append(data)
            } else {
                sent = nil
            }
            return pager
        }
    }

    private func start() -> State {
        if programIsMissing {
            standardError.write(warning)
            return .unpaged
        }
        // Ctrl-C is the pager's, as in git: ending here would hand the terminal back to the shell under it. A pager
        // that quits is a failed write (EPIPE), not a signal, so that a pager that never ran is told apart. Watched
        // before the pager starts, which may signal at once.
        brokenPipe = signal(SIGPIPE, SIG_IGN)
        let ignore: @Sendable () -> Void = {}
        let endBySIGTERM: @Sendable () -> Void = { [weak self] in self?.end(by: SIGTERM) }
        let endBySIGHUP: @Sendable () -> Void = { [weak self] in self?.end(by: SIGHUP) }
        watcher = SignalWatcher([(SIGINT, ignore), (SIGTERM, endBySIGTERM), (SIGHUP, endBySIGHUP)])
        guard
            let pager = PagerProcess.start(
                command, environment: environment, onFailure: { [weak self] in self?.pagerFailed($0) })
        else {
            watcher?.stop()
            signal(SIGPIPE, brokenPipe)
            return .unpaged
        }
        return .paging(pager)
    }

    /// The pager's input failed: a pager that never ran gets its text replayed on the terminal, and later text goes
    /// there too; otherwise the reader left, and the run ends as with any closed stdout.
    private func pagerFailed(_ code: Int32) {
        let pager = lock.withLock { () -> PagerProcess? in
            guard case .paging(let pager) = state else { return nil }
            return pager
        }
        guard code == EPIPE, let pager, PagerProcess.couldNotRun(pager.waitForExit()) else {
            return onReaderLeft(code)
        }
        lock.withLock {
            state = .unpaged
            inputClosed = true
            close(pager.input.descriptor)
        }
        restoreSignals()
        replay()
    }

    private func replay() {
        let text = lock.withLock { () -> Data? in
            defer { sent = nil }
            return sent
        }
        guard let text else { return }
        standardError.write(warning)
        terminal(text)
    }

    /// SIGTERM or SIGHUP while paging: the pager sees the end of its text and the reader quits it (as in git), then
    /// the process ends by the signal.
    private func end(by number: Int32) {
        let pager = lock.withLock { () -> PagerProcess? in
            guard case .paging(let pager) = state else { return nil }
            if !inputClosed { pager.endInput() }
            ending = true
            return pager
        }
        _ = pager?.waitForExit()
        restoreSignals()
        SignalWatcher.deliver(number)
        // Still here: the signal means nothing to this process (ignored from the start, as under nohup).
        lock.withLock { ending = false }
        ended.signal()
    }

    private func restoreSignals() {
        let (brokenPipe, watcher) = lock.withLock { (self.brokenPipe, self.watcher) }
        watcher?.stop()
        signal(SIGPIPE, brokenPipe)
    }
}
