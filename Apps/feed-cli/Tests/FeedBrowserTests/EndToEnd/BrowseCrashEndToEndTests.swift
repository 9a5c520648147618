import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The mouse, with the bytes an xterm sends in SGR mouse mode; and mouse reporting never left on when the browser
/// is gone, however it went.
extension BrowseEndToEndTests {
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    @Test("a click selects the second row, a click on it again opens its comments; the wheel scrolls them")
    func clickSelectsThenOpens() throws {
        let (process, original) = try launch(arguments: ["--images", "off"])
        defer { process.terminate() }
        #expect(process.waitFor(Self.mouseOn), "mouse reporting on: \(process.text.debugDescription)")
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")

        // Screen line 5 (1-based): below the title and the rule, the second line of the first row, the first of
        // the second.
        var mark = process.output.count
        process.type("\u{1B}[<0;20;5M\u{1B}[<0;20;5m")
        #expect(process.waitFor("2 / ", after: mark), "the second row selected: \(process.text.suffix(300))")
        mark = process.output.count
        process.type("\u{1B}[<0;20;5M\u{1B}[<0;20;5m")
        #expect(process.waitFor("Comments", after: mark), "its comments: \(process.text.suffix(300))")
        process.type("\u{1B}[<65;20;10M\u{1B}[<64;20;10M")
        process.type("q")
        #expect(process.waitFor("comments", after: mark), "back on the feed: \(process.text.suffix(300))")
        process.type("q")

        assertExitsRestoring(process, original)
    }

    @Test("a click on the footer's q hint quits")
    func clickOnAHintIsItsKey() throws {
        let (process, original) = try launch(arguments: ["--images", "off"])
        defer { process.terminate() }
        #expect(process.waitFor("q quit"), "the footer: \(process.text)")
        // The footer of the last of 30 lines: " ↑↓ move · ⏎ comments · r reload · / search · s sort · ? keys · q quit",
        // its q in column 65 (1-based), ↑, ↓ and ⏎ one column each.
        process.type("\u{1B}[<0;65;30M")

        assertExitsRestoring(process, original)
    }

    @Test("--no-mouse leaves the mouse to the terminal: reporting is never turned on")
    func noMouseNeverTurnsReportingOn() throws {
        let (process, original) = try launch(arguments: ["--no-mouse"])
        defer { process.terminate() }
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")
        process.type("q")

        assertExitsRestoring(process, original)
        #expect(!process.text.contains("\u{1B}[?1000h"))
    }

    @Test("a crash signal turns mouse reporting off and gives the terminal back before the process dies")
    func crashSignalRestoresTheTerminal() throws {
        // Swift's backtracer, which takes the signal after the guard, would wait for a key on the terminal.
        let (process, original) = try launch(environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { process.terminate() }
        #expect(process.waitFor(Self.mouseOn), "mouse reporting on: \(process.text.debugDescription)")
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")
        let mark = process.output.count

        kill(process.pid, SIGSEGV)

        #expect(process.waitForExit() != nil)
        let ending = String(decoding: process.output[mark...], as: UTF8.self)
        #expect(
            ending.contains(Self.mouseOff + "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"),
            "mouse off, cursor shown, main screen: \(ending.debugDescription)")
        var restored = termios()
        tcgetattr(process.slave, &restored)
        let modes = tcflag_t(ECHO | ICANON)
        #expect(
            restored.c_lflag & modes == modes, "echo and line mode back (a new pseudo-terminal's: \(original.c_lflag))")
    }
}
