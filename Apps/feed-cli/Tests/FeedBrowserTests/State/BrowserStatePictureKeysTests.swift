import Foundation
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserState: o opens the picture, y copies its URL, Y its id, and the footer says what happened")
struct BrowserStatePictureKeysTests {
    @Test("o asks for the selected row's picture to be opened; the footer says how it went until the next key")
    func oOpensTheSelectedPicture() {
        var (state, _) = makeLoadedState()
        _ = state.press(.down)

        #expect(state.press(.character("o")) == [.openImage(makeImage(2).url)])
        #expect(state.notice == nil)

        _ = state.send(.openFinished(.opened))
        #expect(state.notice == .opened)

        _ = state.press(.down)
        #expect(state.notice == nil)
    }

    @Test("y copies the selected image's URL and Y its id, and the footer says so")
    func yCopiesTheURLAndShiftYTheID() {
        var (state, _) = makeLoadedState()

        #expect(state.press(.character("y")) == [.copy(makeImage(1).url.absoluteString)])
        #expect(state.notice == .copiedURL)
        #expect(state.press(.character("Y")) == [.copy(uuid(1).uuidString.lowercased())])
        #expect(state.notice == .copiedID)
    }

    @Test("on the comments screen the keys act on the image whose comments are shown")
    func commentsScreenActsOnItsImage() {
        var (state, _) = makeLoadedState()
        _ = state.press(.down, .down, .enter)

        #expect(state.press(.character("y")) == [.copy(makeImage(3).url.absoluteString)])
        #expect(state.press(.character("o")) == [.openImage(makeImage(3).url)])
    }

    @Test("with no image selected (an empty feed) the footer says there is nothing to open or copy")
    func nothingSelected() {
        var (state, _) = makeLoadedState(items: [])

        #expect(state.press(.character("o")) == [])
        #expect(state.notice == .nothingToOpen)
    }

    @Test("while typing a search, o, y and Y are letters of it")
    func searchTakesTheLetters() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("/"))

        let effects = state.type("oyY")

        #expect(!effects.contains { if case .copy = $0 { true } else if case .openImage = $0 { true } else { false } })
        #expect(state.feed.search?.text == "oyY")
        #expect(state.notice == nil)
    }

    @Test("a click on the footer while it shows a notice is no hint's, and letting go of a button keeps the notice")
    func noticeHidesTheHints() {
        var (state, _) = makeLoadedState()
        _ = state.press(.character("y"))
        _ = state.press(.mouse(MouseEvent(.release, row: 5, column: 5)))
        #expect(state.notice == .copiedURL)

        #expect(state.press(.mouse(MouseEvent(.press(button: 0), row: standardSize.rows - 1, column: 1))) == [])
        #expect(state.notice == nil)
        #expect(state.feed.selection == 0)
    }

    @Test("the footer shows the notice in place of the hints, a failure with the program that did not start")
    func footerShowsTheNotice() {
        let (state, _) = makeLoadedState()
        let renderer = FeedFooterRenderer(theme: .none, language: "en")

        let copied = renderer.line(state.feed, columns: 80, notice: .copiedURL).rendered(width: 80)
        let failed = renderer.line(state.feed, columns: 80, notice: .openFailed(program: "xdg-open\u{1B}[2J"))
            .rendered(width: 80)

        #expect(copied.hasPrefix(" ✓ Image URL copied"), "\(copied)")
        #expect(!copied.contains("quit"))
        #expect(failed.hasPrefix(" ✗ Could not start xdg-open"), "\(failed)")
        #expect(!failed.contains("\u{1B}[2J"), "the program's name is shown safe")
    }
}
