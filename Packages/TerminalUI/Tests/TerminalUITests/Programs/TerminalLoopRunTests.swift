import Foundation
import TerminalUI
import TerminalUITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// In TerminalLoopTests' suite, serialized with its tests: a running loop watches SIGWINCH, which goes to the newest
/// watcher only.
extension TerminalLoopTests {
    @Test("run takes the terminal into raw mode with the program at its size, and gives it back as it found it")
    func runTakesTheTerminalAndGivesItBack() async throws {
        let pty = try PseudoTerminal(columns: 61, rows: 17)
        defer { pty.finish() }

        let running = Task {
            try await TerminalLoop.run(input: pty.slave, output: pty.slave) { size, _ in
                SizeProgram(size: size, settings: Self.localModes(of: pty.slave))
            }
        }
        let drawn = await pty.shows("61x17")
        let rawWhileRunning = await pty.shows("raw")
        pty.type("q")
        try await running.value
        let mainScreenBack = await pty.shows("\u{1B}[?1049l")

        #expect(drawn && rawWhileRunning)
        #expect(Self.localModes(of: pty.slave) == pty.initialSettings.c_lflag, "echo and line mode are back")
        #expect(mainScreenBack, "the alternate screen is left")
    }

    @Test("run refuses what is not a terminal before writing anything to it or making the program")
    func runRefusesWhatIsNotATerminal() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }

        await #expect(throws: RawTerminalError.notATerminal) {
            try await TerminalLoop.run(input: ends[0], output: ends[1]) { size, _ -> SizeProgram in
                Issue.record("the program was made")
                return SizeProgram(size: size, settings: 0)
            }
        }
        var waiting: Int32 = 0
        _ = ioctl(ends[0], UInt(FIONREAD), &waiting)
        #expect(waiting == 0, "nothing was written")
    }

    private static func localModes(of descriptor: Int32) -> tcflag_t {
        var settings = termios()
        tcgetattr(descriptor, &settings)
        return settings.c_lflag
    }
}

/// Shows the size it was made with and whether the terminal was raw then; `q` ends it.
private struct SizeProgram: TerminalProgram {
    let size: TerminalSize
    let settings: tcflag_t
    var isFinished = false
    var needsTicks: Bool { false }

    func event(for input: TerminalInput) -> TerminalInput { input }
    mutating func start() async {}
    mutating func handle(_ event: TerminalInput) async { isFinished = event == .key(.character("q")) }
    func frame() -> Frame {
        let raw = settings & tcflag_t(ICANON | ECHO) == 0
        return Frame(lines: ["\(size.columns)x\(size.rows) \(raw ? "raw" : "cooked")"])
    }
    func stop() async {}
}
