import TerminalUI
import Testing

@Suite("KeyHelp: a help screen's keys in their column, each meaning wrapped beside them")
struct KeyHelpTests {
    @Test("keys in a column of their own, the meaning wrapped in what the width leaves, under itself")
    func meaningWrapsBesideTheKeys() {
        let help = KeyHelp(columns: 30, keyStyle: .plain, meaningStyle: .plain)

        let lines = help.lines([(keys: "↑ ↓", meaning: "move the selection up or down")]).map(rendered)

        #expect(lines == [" ↑ ↓" + spaces(13) + "move the", spaces(17) + "selection up", spaces(17) + "or down"])
    }

    @Test("keys too wide for their column get a line of their own, the meaning below them")
    func wideKeysGetALineOfTheirOwn() {
        let help = KeyHelp(columns: 40, keyStyle: .plain, meaningStyle: .plain)

        let lines = help.lines([(keys: "Ctrl-Shift-Alt-PgDn", meaning: "page down")]).map(rendered)

        #expect(lines == [" Ctrl-Shift-Alt-PgDn", spaces(17) + "page down"])
    }

    @Test("a paragraph wraps to the width after a blank column")
    func paragraphWraps() {
        let help = KeyHelp(columns: 12, keyStyle: .plain, meaningStyle: .plain)

        let lines = help.paragraph("press any key to close", .plain).map(rendered)

        #expect(lines == [" press any", " key to", " close"])
    }

    @Test("a screen is the title, a blank line, the rows, a blank line and the closing line")
    func screenStacksTitleRowsAndClosing() {
        let help = KeyHelp(columns: 30, keyStyle: .plain, meaningStyle: .plain)

        let lines = help.screen(
            title: ("Keys · My Feed", .plain), rows: [(keys: "q", meaning: "quit")],
            closing: ("press any key to close", .plain)
        ).map(rendered)

        #expect(lines == [" Keys · My Feed", "", " q" + spaces(15) + "quit", "", " press any key to close"])
    }

    private func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }

    private func rendered(_ line: FrameLine) -> String {
        let text = line.rendered(width: 80)
        return String(text.reversed().drop { $0 == " " }.reversed())
    }
}
