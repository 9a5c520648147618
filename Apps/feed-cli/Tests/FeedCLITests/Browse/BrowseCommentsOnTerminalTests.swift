import Foundation
import Testing

/// The composer on an image with no comments drew no input line, and typing was blind; its editing keys did nothing.
extension BrowseOnTerminalTests {
    @Test("on an image with no comments, c draws the input line, whose cursor keys edit, refuses blanks, and posts")
    func composerOnAnImageWithNoComments() async throws {
        let run = try launch()
        let terminal = run.terminal
        #expect(await terminal.shows("▸"), "the feed loaded: \(terminal.text)")
        terminal.type("\r")
        #expect(await terminal.showsVisible("No comments yet"), "the first sample image has none")

        var mark = terminal.output.count
        terminal.type("c   \r")
        #expect(await terminal.showsVisible(" › ", after: mark), "the input line: \(terminal.text.suffix(800))")
        #expect(await terminal.showsVisible("The message has only whitespace", after: mark), "why Enter sent nothing")

        mark = terminal.output.count
        terminal.type("\u{15}world\u{1B}[Hhello ")
        #expect(
            await terminal.showsVisible(" › hello world", after: mark),
            "Ctrl-U, then Home: \(terminal.text.suffix(800))")

        mark = terminal.output.count
        terminal.type("\u{1B}[F\u{17}there\r")
        #expect(await terminal.showsVisible("  hello there", after: mark), "End, Ctrl-W, then posted")
        #expect(await terminal.showsVisible("Esc back", after: mark), "the composer closed")
        terminal.type("\u{1B}")
        terminal.type("q")

        await assertExitsRestoring(run)
    }
}
