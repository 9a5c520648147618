import TerminalUI
import Testing

@Suite("ListViewport: rows of a list in view between header and footer, the selected one kept in view")
struct ListViewportTests {
    /// Two header lines, one footer line, rows of two lines: on 13 screen rows, five rows fit.
    private let list = ListViewport(headerLines: 2, footerLines: 1, rowLines: 2)

    @Test("as many whole rows as fit between header and footer, and one at least")
    func rowsThatFit() {
        #expect(list.rows(onScreen: 13) == 5)
        #expect(list.rows(onScreen: 14) == 5)
        #expect(list.rows(onScreen: 2) == 1)
    }

    @Test("a screen line shows the row counted from the top of the view; header and footer lines show none")
    func rowAtALine() {
        #expect(list.row(atLine: 2, top: 7, screenRows: 13) == 7)
        #expect(list.row(atLine: 5, top: 7, screenRows: 13) == 8)
        #expect(list.row(atLine: 1, top: 7, screenRows: 13) == nil)
        #expect(list.row(atLine: 12, top: 7, screenRows: 13) == nil)
    }

    @Test("the view moves as little as it takes to show the selection, and the row below it when asked")
    func topFollowsTheSelection() {
        #expect(list.top(3, showing: 5, through: 5, count: 20, screenRows: 13) == 3, "already in view")
        #expect(list.top(3, showing: 1, through: 1, count: 20, screenRows: 13) == 1, "above: it becomes the top")
        #expect(list.top(3, showing: 9, through: 9, count: 20, screenRows: 13) == 5, "below: it becomes the last")
        #expect(list.top(3, showing: 9, through: 10, count: 20, screenRows: 13) == 6, "with the row below it")
        #expect(list.top(3, showing: 9, through: 19, count: 20, screenRows: 13) == 9, "the selection first")
    }

    @Test("the view never shows blank rows past the last one, nor starts above the first")
    func topStaysInsideTheList() {
        #expect(list.top(12, showing: 14, through: 14, count: 15, screenRows: 13) == 10)
        #expect(list.clamped(-3, count: 15, screenRows: 13) == 0)
        #expect(list.clamped(4, count: 3, screenRows: 13) == 0)
    }
}
