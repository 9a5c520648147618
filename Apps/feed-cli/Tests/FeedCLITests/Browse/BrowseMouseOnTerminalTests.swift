import Foundation
import Testing

/// The mouse, with the bytes an xterm sends in SGR mouse mode.
extension BrowseOnTerminalTests {
    @Test("a click selects the second row, a click on it again opens its comments; the wheel scrolls them")
    func clickSelectsThenOpens() async throws {
        let run = try launch(arguments: ["--images", "off"])
        let terminal = run.terminal
        #expect(await terminal.shows(Self.mouseOn), "mouse reporting on: \(terminal.text.debugDescription)")
        #expect(await terminal.shows("▸"), "the feed loaded: \(terminal.text)")

        // Screen line 5 (1-based): below the title and the rule, the second line of the first row, the first of
        // the second.
        var mark = terminal.output.count
        terminal.type("\u{1B}[<0;20;5M\u{1B}[<0;20;5m")
        #expect(await terminal.shows("2 / ", after: mark), "the second row selected: \(terminal.text.suffix(300))")
        mark = terminal.output.count
        terminal.type("\u{1B}[<0;20;5M\u{1B}[<0;20;5m")
        #expect(await terminal.shows("Comments", after: mark), "its comments: \(terminal.text.suffix(300))")
        terminal.type("\u{1B}[<65;20;10M\u{1B}[<64;20;10M")
        terminal.type("q")
        #expect(await terminal.shows("comments", after: mark), "back on the feed: \(terminal.text.suffix(300))")
        terminal.type("q")

        await assertExitsRestoring(run)
    }

    @Test("a click on the footer's q hint quits")
    func clickOnAHintIsItsKey() async throws {
        let run = try launch(arguments: ["--images", "off"])
        #expect(await run.terminal.shows("q quit"), "the footer: \(run.terminal.text)")
        // The footer of the last of 30 lines: " ↑↓ move · ⏎ comments · r reload · / search · s sort · ? keys · q quit",
        // its q in column 65 (1-based), ↑, ↓ and ⏎ one column each.
        run.terminal.type("\u{1B}[<0;65;30M")

        await assertExitsRestoring(run)
    }

    @Test("--no-mouse leaves the mouse to the terminal: reporting is never turned on")
    func noMouseNeverTurnsReportingOn() async throws {
        let run = try launch(arguments: ["--no-mouse"])
        #expect(await run.terminal.shows("▸"), "the feed loaded: \(run.terminal.text)")
        run.terminal.type("q")

        await assertExitsRestoring(run)
        #expect(!run.terminal.text.contains("\u{1B}[?1000h"))
    }
}
