import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bounds on the time taken are far from the deadlines they tell apart, so that a machine with busy cores, which
/// answers late, still passes.
@Suite("GraphicsQuery.ask: the query on a real (pseudo) terminal, with a deadline")
struct GraphicsQueryAskTests {
    @Test("reads the replies and stops as soon as the device attributes arrive")
    func readsTheRepliesAndStopsAtTheDeviceAttributes() throws {
        let pty = try PseudoTerminal()
        let terminal = try RawTerminal(input: pty.program, output: pty.program)
        pty.answer(after: GraphicsQuery.request.utf8.count, with: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c")
        let clock = ContinuousClock()

        var reply: GraphicsQueryReply?
        let elapsed = clock.measure { reply = GraphicsQuery.ask(terminal, timeoutMilliseconds: 120_000) }

        #expect(reply == GraphicsQueryReply(kitty: true, sixel: true, isComplete: true))
        #expect(elapsed < .seconds(60), "returned at the reply, not the deadline")
    }

    @Test("a terminal that never answers costs the deadline and gives no answer")
    func silentTerminalCostsTheDeadline() throws {
        let pty = try PseudoTerminal()
        let terminal = try RawTerminal(input: pty.program, output: pty.program)
        pty.answer(after: GraphicsQuery.request.utf8.count, with: nil)
        let clock = ContinuousClock()

        var reply: GraphicsQueryReply?
        let elapsed = clock.measure { reply = GraphicsQuery.ask(terminal, timeoutMilliseconds: 100) }

        #expect(reply == nil)
        #expect(elapsed >= .milliseconds(95))
        #expect(elapsed < .seconds(60), "returned at the deadline")
    }

    @Test("puts the input's mode back as it was")
    func putsTheModeBack() throws {
        let pty = try PseudoTerminal()
        let terminal = try RawTerminal(input: pty.program, output: pty.program)
        var before = termios()
        tcgetattr(pty.program, &before)

        _ = GraphicsQuery.ask(terminal, timeoutMilliseconds: 10)

        var after = termios()
        tcgetattr(pty.program, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
    }
}
