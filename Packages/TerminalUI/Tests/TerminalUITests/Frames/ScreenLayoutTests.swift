import TerminalUI
import Testing

@Suite("ScreenLayout: header, body and footer on one screen, the body beside a panel")
struct ScreenLayoutTests {
    @Test("the body is padded with blank lines to the height header and footer leave, each line the screen's width")
    func bodyIsPaddedBetweenHeaderAndFooter() {
        let screen = ScreenLayout(
            header: [FrameLine("title")], body: [ComposedLine(FrameLine("row"))], footer: [FrameLine("keys")])

        let lines = screen.lines(width: 6, rows: 4)

        #expect(screen.bodyHeight(rows: 4) == 2)
        #expect(lines == ["title ", "row   ", "      ", "keys  "])
    }

    @Test("a body taller than its room is cut, and a screen too short for the header and footer keeps its top lines")
    func tallBodyIsCutAndShortScreensKeepTheirTop() {
        let body = ["a", "b", "c"].map { ComposedLine(FrameLine($0)) }
        let screen = ScreenLayout(header: [FrameLine("h1"), FrameLine("h2")], body: body, footer: [FrameLine("f")])

        let cut = screen.lines(width: 2, rows: 5)
        let short = screen.lines(width: 2, rows: 2)

        #expect(cut == ["h1", "h2", "a ", "b ", "f "])
        #expect(screen.bodyHeight(rows: 2) == 0)
        #expect(short == ["h1", "h2"])
    }

    @Test("the body's lines leave the panel's columns, the panel's line after each")
    func panelFollowsEachBodyLine() {
        let screen = ScreenLayout(header: [], body: [ComposedLine(FrameLine("text"))], footer: [])

        let lines = screen.lines(width: 8, rows: 2, panelColumns: 3, panel: ["|p1", "|p2"])

        #expect(lines == ["text |p1", "     |p2"])
    }
}
