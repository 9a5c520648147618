import Foundation
import TerminalUITestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The deadline of a terminal that answers is twice ``TerminalHangGuard``'s wait, and an answer must come within the
/// guard: far apart, and far from any time a machine with busy cores, which answers late, takes.
@Suite("GraphicsQuery.ask: the query on a real (pseudo) terminal, with a deadline", .serialized)
struct GraphicsQueryAskTests {
    /// The deadline of an ask that the terminal answers, in milliseconds: twice the guard, so it is never reached.
    static let answeredDeadline = Int(TerminalHangGuard.seconds) * 2_000

    @Test("reads the replies and stops as soon as the device attributes arrive")
    func readsTheRepliesAndStopsAtTheDeviceAttributes() throws {
        let pty = try PseudoTerminal(
            columns: 80, rows: 24, answeringDeviceAttributes: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c")
        defer { pty.finish() }
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        let clock = ContinuousClock()

        var reply: GraphicsQueryReply?
        let elapsed = clock.measure { reply = GraphicsQuery.ask(terminal, timeoutMilliseconds: Self.answeredDeadline) }

        #expect(reply == GraphicsQueryReply(kitty: true, sixel: true, isComplete: true))
        #expect(elapsed < .seconds(TerminalHangGuard.seconds), "returned at the reply, not the deadline")
    }

    @Test("a terminal that never answers costs the deadline and gives no answer")
    func silentTerminalCostsTheDeadline() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        defer { pty.finish() }
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        let clock = ContinuousClock()

        var reply: GraphicsQueryReply?
        let elapsed = clock.measure { reply = GraphicsQuery.ask(terminal, timeoutMilliseconds: 100) }

        #expect(reply == nil)
        #expect(elapsed >= .milliseconds(95))
        #expect(elapsed < .seconds(TerminalHangGuard.seconds), "returned at the deadline")
        GraphicsQuery.readLateReplies()  // the input's settings back, for the tests after
    }

    @Test("a terminal that answers in time gets its input's mode back at once")
    func putsTheModeBack() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24, answeringDeviceAttributes: "\u{1B}[?62;4c")
        defer { pty.finish() }
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        var before = termios()
        tcgetattr(pty.slave, &before)

        #expect(GraphicsQuery.ask(terminal, timeoutMilliseconds: Self.answeredDeadline) != nil)

        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
    }

    // No reply is left for the shell after the program, even a late one. The suite runs one test at a time: the
    // terminal that owes replies is one for the process, as the exit that reads them is.
    @Test("the replies of a terminal that answers after the deadline are read at exit, not left on the tty")
    func lateRepliesAreReadAtExit() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        defer { pty.finish() }
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        #expect(GraphicsQuery.ask(terminal, timeoutMilliseconds: 10) == nil)
        let late = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4c".utf8)
        #expect(write(pty.master, late, late.count) == late.count)

        GraphicsQuery.readLateReplies()

        var raw = termios()  // as a shell reads keys: byte by byte, not a line at a time
        tcgetattr(pty.slave, &raw)
        cfmakeraw(&raw)
        tcsetattr(pty.slave, TCSANOW, &raw)
        var poller = pollfd(fd: pty.slave, events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 0) == 0, "bytes left for the shell to read")
    }

    // What a person would see: the terminal driver echoes input as it arrives, so a reply that comes after the
    // deadline, while the input has its usual settings, is written onto the screen as text (`^[_Gi=31;OK^[\`).
    @Test(
        "a reply after the deadline is not echoed onto the screen, nor left for the shell, and the settings come back")
    func lateReplyIsNotEchoed() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        defer { pty.finish() }
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        var before = termios()
        tcgetattr(pty.slave, &before)
        #expect(GraphicsQuery.ask(terminal, timeoutMilliseconds: 10) == nil)
        #expect(pty.waitFor(GraphicsQuery.request))
        pty.drain()
        let offset = pty.output.count
        let late = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4c".utf8)
        #expect(write(pty.master, late, late.count) == late.count)

        let echoed = pty.echoOrPending(count: late.count, after: offset)
        #expect(echoed.isEmpty, "echoed onto the screen: \(String(decoding: echoed, as: UTF8.self))")
        let browser = try RawTerminal(input: pty.slave, output: pty.slave)
        browser.enter()
        browser.restore()
        GraphicsQuery.readLateReplies()

        var after = termios()
        tcgetattr(pty.slave, &after)
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        var raw = after  // as a shell reads keys: byte by byte, not a line at a time
        cfmakeraw(&raw)
        tcsetattr(pty.slave, TCSANOW, &raw)
        var poller = pollfd(fd: pty.slave, events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 0) == 0, "bytes left for the shell to read")
        tcsetattr(pty.slave, TCSANOW, &after)
    }

    @Test("a terminal that answered in time is owed nothing at exit")
    func nothingOwedAfterACompleteAnswer() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24, answeringDeviceAttributes: "\u{1B}[?62;4c")
        defer { pty.finish() }
        let terminal = try RawTerminal(input: pty.slave, output: pty.slave)
        #expect(GraphicsQuery.ask(terminal, timeoutMilliseconds: Self.answeredDeadline) != nil)
        let typed = Array("ls\n".utf8)
        #expect(write(pty.master, typed, typed.count) == typed.count)

        GraphicsQuery.readLateReplies()

        var poller = pollfd(fd: pty.slave, events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 60_000) == 1, "what the person typed is still there for the shell")
    }
}

extension PseudoTerminal {
    /// Once the terminal driver took the `count` bytes typed: what it echoed of them (the output after `offset`), or
    /// nothing when they wait unechoed for the program to read. Looks every 10 ms until one or the other shows (a
    /// guard of ``TerminalHangGuard``'s wait, in looks), then lets the output written before that come in.
    fileprivate func echoOrPending(count: Int, after offset: Int) -> [UInt8] {
        var looks = 0
        while output.count <= offset, pendingInput < count, looks < Int(TerminalHangGuard.seconds) * 100 {
            usleep(10_000)
            looks += 1
        }
        drain()
        return Array(output.dropFirst(offset))
    }
}
