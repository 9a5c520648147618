import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState and the mouse: the wheel scrolls, a click selects or opens, a click on a hint is its key")
struct BrowserStateMouseTests {
    @Test("the wheel moves the feed's selection a row a notch")
    func wheelMovesTheFeedSelection() {
        var (state, _) = makeLoadedState()

        _ = state.press(
            .mouse(MouseEvent(.wheelDown, row: 5, column: 5)), .mouse(MouseEvent(.wheelDown, row: 5, column: 5)))
        #expect(state.feed.selection == 2)

        _ = state.press(.mouse(MouseEvent(.wheelUp, row: 5, column: 5)))
        #expect(state.feed.selection == 1)
    }

    @Test("a click on a row selects it; a click on the selected row, the second of a double click, opens its comments")
    func clickSelectsThenOpens() {
        var (state, _) = makeLoadedState()
        let thirdRow = BrowserLayout.headerLines + 2 * BrowserLayout.feedRowLines + 1

        #expect(state.press(click(row: thirdRow)) == [])
        #expect(state.feed.selection == 2)
        #expect(state.screen == .feed)

        #expect(state.press(click(row: thirdRow)) == [.loadComments(imageID: uuid(3))])
        #expect(state.screen == .comments)
    }

    @Test("a click counts rows from the one at the top of the view")
    func clickCountsFromTheTopOfTheView() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("G"))

        _ = state.press(click(row: BrowserLayout.headerLines))

        #expect(state.feed.selection == state.feed.top)
        #expect(state.feed.top > 0)
    }

    @Test("releases, other buttons, the header and the space below the last row do nothing")
    func ignoredClicks() {
        var (state, _) = makeLoadedState(items: makeImages(1...2))
        let before = state

        _ = state.press(
            .mouse(MouseEvent(.release, row: 4, column: 3)), .mouse(MouseEvent(.press(button: 2), row: 4, column: 3)),
            click(row: 0), click(row: 1), click(row: 12))

        #expect(state == before)
    }

    @Test("a click on a footer hint acts as its key: ? shows the keys, any click closes them, q quits")
    func clickOnAHintIsItsKey() throws {
        var (state, _) = makeLoadedState()
        let footer = standardSize.rows - 1

        _ = state.press(click(row: footer, column: try column(of: "? ", in: footerText(state))))
        #expect(state.showsHelp)
        _ = state.press(click(row: 5))
        #expect(!state.showsHelp)

        #expect(state.press(click(row: footer, column: try column(of: "q ", in: footerText(state)) + 2)) == [.quit])
    }

    @Test("on the comments screen the wheel scrolls three lines a notch and a click on Esc goes back")
    func commentsWheelAndFooter() throws {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)
        _ = state.send(.commentsLoaded(imageID: uuid(1), (1...40).map { makeComment($0) }))

        _ = state.press(.mouse(MouseEvent(.wheelDown, row: 5, column: 5)))
        #expect(state.comments?.top == BrowserState.wheelLines)

        _ = state.press(click(row: standardSize.rows - 1, column: 1))
        #expect(state.screen == .feed)
    }

    // MARK: - Helpers

    private func click(row: Int, column: Int = 10) -> Key {
        .mouse(MouseEvent(.press(button: 0), row: row, column: column))
    }

    private func footerText(_ state: BrowserState) -> String {
        FeedFooterRenderer(theme: .none, language: "en").line(state.feed, columns: standardSize.columns)
            .rendered(width: standardSize.columns)
    }

    /// The display column where `text` starts in `line`.
    private func column(of text: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: text), "\(text) in \(line)")
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }
}
