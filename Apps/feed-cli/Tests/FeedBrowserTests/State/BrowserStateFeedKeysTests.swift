import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState keys on the feed screen: moving, opening comments, help, quitting, resizing")
struct BrowserStateFeedKeysTests {
    @Test("Down and j move the selection down, Up and k move it up")
    func downAndJMoveTheSelectionDownUpAndKMoveItUp() {
        var (state, _) = makeLoadedState()

        _ = state.press(.down, .character("j"), .down)
        #expect(state.feed.selection == 3)

        _ = state.press(.up, .character("k"))
        #expect(state.feed.selection == 1)
    }

    @Test("the selection stays within the rows")
    func selectionStaysWithinTheRows() {
        var (state, _) = makeLoadedState(items: makeImages(1...3))

        _ = state.press(.up, .character("k"))
        #expect(state.feed.selection == 0)

        _ = state.press(.down, .down, .down, .down, .pageDown)
        #expect(state.feed.selection == 2)
    }

    @Test("Page Down and Page Up move by the rows in view")
    func pageDownAndPageUpMoveByTheRowsInView() {
        var (state, _) = makeLoadedState()

        _ = state.press(.pageDown)
        #expect(state.feed.selection == standardViewport)

        _ = state.press(.pageDown, .pageUp)
        #expect(state.feed.selection == standardViewport)
    }

    @Test("g and G, Home and End go to the first and the last row")
    func gAndGAndHomeAndEndGoToTheFirstAndLastRow() {
        var (state, _) = makeLoadedState()

        _ = state.press(.character("G"))
        #expect(state.feed.selection == 29)
        _ = state.press(.character("g"))
        #expect(state.feed.selection == 0)
        _ = state.press(.end)
        #expect(state.feed.selection == 29)
        _ = state.press(.home)
        #expect(state.feed.selection == 0)
    }

    @Test("moving past the view scrolls to keep the selection visible")
    func movingPastTheViewScrollsToKeepTheSelectionVisible() {
        var (state, _) = makeLoadedState()

        _ = state.press(.pageDown)
        #expect(state.feed.top == 1)

        _ = state.press(.character("G"))
        #expect(state.feed.top == 20)

        _ = state.press(.character("g"))
        #expect(state.feed.top == 0)
    }

    @Test(
        "Enter, Right and l open the selected image's comments and load them at once",
        arguments: [Key.enter, .right, .character("l")])
    func enterRightAndLOpenTheSelectedImagesCommentsAndLoadThemAtOnce(key: Key) {
        var (state, _) = makeLoadedState()
        _ = state.press(.down)

        let effects = state.press(key)

        #expect(effects == [.loadComments(imageID: uuid(2))], "\(key)")
        #expect(state.screen == .comments)
        #expect(state.comments?.image == makeImage(2))
        #expect(state.comments?.isLoading == true)
    }

    @Test("Enter does nothing before the feed loaded")
    func enterDoesNothingBeforeTheFeedLoaded() {
        var state = BrowserState(size: standardSize)
        _ = state.start()

        #expect(state.press(.enter) == [])
        #expect(state.screen == .feed)
    }

    @Test("q and Ctrl-C quit", arguments: [Key.character("q"), .control("c")])
    func qAndCtrlCQuit(key: Key) {
        var (state, _) = makeLoadedState()

        #expect(state.press(key) == [.quit], "\(key)")
        #expect(state.isQuitting)
    }

    @Test("a terminate signal quits")
    func terminateQuits() {
        var (state, _) = makeLoadedState()

        #expect(state.send(.terminate) == [.quit])
        #expect(state.isQuitting)
    }

    @Test("? shows the keys until the next key, which does nothing else")
    func questionMarkShowsTheKeysUntilTheNextKeyWhichDoesNothingElse() {
        var (state, _) = makeLoadedState()

        _ = state.press(.character("?"))
        #expect(state.showsHelp)

        #expect(state.press(.character("q")) == [])
        #expect(!state.showsHelp)
        #expect(!state.isQuitting)
    }

    @Test("Ctrl-C quits even with the keys shown")
    func ctrlCQuitsEvenWithTheKeysShown() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("?"))

        #expect(state.press(.control("c")) == [.quit])
    }

    @Test("a resize changes the rows in view and loads their images")
    func resizeChangesTheRowsInViewAndLoadsTheirImages() {
        let items = makeImages(1...30)
        var (state, _) = makeLoadedState(items: items)

        let effects = state.send(.resize(.init(columns: 80, rows: 30)))

        #expect(effects == loadImages(13..<16, of: items))
    }

    @Test("a resize to a tiny terminal keeps one row in view")
    func resizeToATinyTerminalKeepsOneRowInView() {
        var (state, _) = makeLoadedState()

        _ = state.send(.resize(.init(columns: 10, rows: 2)))
        _ = state.press(.down, .down)

        #expect(state.feed.top == 2)
    }

    @Test("unknown keys do nothing")
    func unknownKeysDoNothing() {
        var (state, _) = makeLoadedState()
        let before = state

        #expect(state.press(.character("z"), .tab, .delete, .control("x")) == [])
        #expect(state == before)
    }
}
