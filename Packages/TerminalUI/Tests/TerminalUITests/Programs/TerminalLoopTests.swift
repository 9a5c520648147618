import Foundation
import Synchronization
import TerminalUI
import TerminalUITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loop runs on a real (pseudo) terminal: the test types the keys as a terminal emulator would and waits for
/// the program to have handled them; the ticks go by on a manual clock. The time limit only ends a broken test.
/// SIGWINCH goes to the newest watcher of it, and no other test of this package watches it. (Ctrl-Z would stop the
/// test process, and the ending signals have other watchers here: the app's end-to-end tests send those.)
@Suite(
    "TerminalLoop: the terminal's input and the program's own events, one at a time, a frame after each", .serialized,
    .timeLimit(.minutes(TerminalHangGuard.minutes)))
struct TerminalLoopTests {
    @Test("starts the program before the first frame, hands it each key, and stops its work once it finished")
    func keysBecomeEventsUntilTheProgramFinishes() async throws {
        let (pty, terminal, loop, log, _) = try makeSUT()
        defer { pty.finish() }

        let running = Task { await loop.run { ProgramSpy(log: log, send: $0) } }
        try await log.wait(for: 2)
        pty.type("s")
        try await log.wait(for: 5)
        pty.type("q")
        await ended(running)
        terminal.restore()

        #expect(
            log.entries == [
                "start", "frame", "key s", "own event", "frame", "key q", "stop",
            ], "the event the program sent itself while it handled a key is handled before the next frame")
    }

    @Test("ticks come while the program needs them, each after the last was handled")
    func ticksComeWhileNeeded() async throws {
        let (pty, terminal, loop, log, clock) = try makeSUT()
        defer { pty.finish() }

        let running = Task { await loop.run { ProgramSpy(log: log, send: $0) } }
        try await log.wait(for: 2)
        pty.type("t")
        try await log.wait(for: 4)
        try await clock.advanceWhenAsleep(by: Ticker.defaultInterval)
        try await log.wait(for: 6)
        pty.type("q")
        await ended(running)
        terminal.restore()

        #expect(log.entries == ["start", "frame", "key t", "frame", "tick", "frame", "key q", "stop"])
    }

    @Test("SIGWINCH is a resize to the terminal's size now, and the whole screen is drawn again after it")
    func sigwinchResizesAndRedraws() async throws {
        let (pty, terminal, loop, log, _) = try makeSUT()
        defer { pty.finish() }

        let running = Task { await loop.run { ProgramSpy(log: log, send: $0) } }
        try await log.wait(for: 2)
        SignalWatcher.deliver(SIGWINCH)
        try await log.wait(for: 4)
        pty.type("q")
        await ended(running)
        terminal.restore()

        #expect(log.entries == ["start", "frame", "resize \(terminal.size())", "frame", "key q", "stop"])
    }

    // MARK: - Helpers

    /// Waits for the loop to end. A test its time limit ends cancels the loop too (its stream of events ends), so a
    /// loop that never ends fails its test instead of holding the whole run.
    private func ended(_ running: Task<Void, Never>) async {
        await withTaskCancellationHandler {
            await running.value
        } onCancel: {
            running.cancel()
        }
    }

    private func makeSUT() throws -> (PseudoTerminal, RawTerminal, TerminalLoop, EventLog, ManualClock) {
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        terminal.enter()
        let clock = ManualClock()
        let loop = TerminalLoop(terminal: terminal, input: pty.slave, output: pty.slave, clock: clock)
        return (pty, terminal, loop, EventLog(), clock)
    }
}

/// What happened to a program, in order, and a count a test can wait for.
private final class EventLog: Sendable {
    private let lines = Mutex<[String]>([])
    private let count = WaitableCount()

    var entries: [String] { lines.withLock { $0 } }

    func append(_ entry: String) {
        lines.withLock { $0.append(entry) }
        count.change(by: 1)
    }

    func wait(for entries: Int) async throws {
        try await count.wait(atLeast: entries)
    }
}

/// Logs what the loop does to it: `s` makes it send itself an event, `t` makes it want ticks until one comes, `q`
/// finishes it.
private struct ProgramSpy: TerminalProgram {
    enum Event: Sendable { case input(TerminalInput), own }

    let log: EventLog
    let send: @Sendable (Event) -> Void
    var isFinished = false
    var needsTicks = false

    func event(for input: TerminalInput) -> Event { .input(input) }

    mutating func start() async { log.append("start") }

    mutating func handle(_ event: Event) async {
        switch event {
        case .own: log.append("own event")
        case .input(.tick):
            log.append("tick")
            needsTicks = false
        case let .input(.key(.character(character))):
            log.append("key \(character)")
            if character == "s" { send(.own) }
            if character == "t" { needsTicks = true }
            if character == "q" { isFinished = true }
        case let .input(.resize(size)): log.append("resize \(size)")
        case let .input(other): log.append("\(other)")
        }
    }

    func frame() -> Frame {
        log.append("frame")
        return Frame(lines: ["\(log.entries.count)"])
    }

    func stop() async { log.append("stop") }
}
