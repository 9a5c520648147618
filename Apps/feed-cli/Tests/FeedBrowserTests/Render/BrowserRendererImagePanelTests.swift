import Foundation
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserRenderer image panel: where the selected image goes, and when there is none")
struct BrowserRendererImagePanelTests {
    @Test("a wide terminal that shows images places the selected image in a right-hand panel")
    func wideTerminalWithImagesPlacesTheSelectedImageInARightHandPanel() {
        let png = makePNG()
        let state = loadedState(TerminalSize(columns: 120, rows: 30), images: .kitty, dataOfRow0: png)

        let frame = renderer().frame(state)

        #expect(frame.image == ImagePlacement(data: png, column: 73, row: 2, columns: 46, rows: 27))
        #expect(frame.lines.count == 30)
        #expect(
            frame.lines.map { DisplayWidth.of($0) } == [120, 120] + Array(repeating: 72, count: 27) + [120],
            "body lines leave the panel alone")
    }

    @Test("the panel is reserved before the bytes arrive, so the list does not jump")
    func panelIsReservedBeforeTheBytesArriveSoTheListDoesNotJump() {
        let state = loadedState(TerminalSize(columns: 100, rows: 20), images: .iTerm2, dataOfRow0: nil)

        let frame = renderer().frame(state)

        #expect(frame.image == nil)
        #expect(DisplayWidth.of(frame.lines[2]) == 60)
    }

    @Test("no panel on narrow terminals, without an image protocol, on help and on comments")
    func noPanelOnNarrowTerminalsWithoutAProtocolOnHelpAndOnComments() {
        let png = makePNG()
        var help = loadedState(TerminalSize(columns: 120, rows: 30), images: .kitty, dataOfRow0: png)
        _ = help.press(.character("?"))
        var comments = loadedState(TerminalSize(columns: 120, rows: 30), images: .kitty, dataOfRow0: png)
        _ = comments.press(.enter)
        let cases: [(String, BrowserState)] = [
            ("40 columns", loadedState(TerminalSize(columns: 40, rows: 16), images: .kitty, dataOfRow0: png)),
            ("79 columns", loadedState(TerminalSize(columns: 79, rows: 24), images: .iTerm2, dataOfRow0: png)),
            ("no protocol", loadedState(TerminalSize(columns: 120, rows: 30), images: nil, dataOfRow0: png)),
            ("help", help),
            ("comments", comments),
        ]

        for (name, state) in cases {
            let frame = renderer().frame(state)

            #expect(frame.image == nil, "\(name)")
            #expect(frame.lines.allSatisfy { DisplayWidth.of($0) == state.size.columns }, "\(name)")
        }
    }

    @Test("kitty gets no placement for data that is not PNG, and the row keeps its textual status")
    func kittyGetsNoPlacementForNonPNGDataAndTheRowKeepsItsTextualStatus() {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 60))
        let state = loadedState(TerminalSize(columns: 120, rows: 30), images: .kitty, dataOfRow0: jpeg)

        let frame = renderer().frame(state)

        #expect(frame.image == nil)
        #expect(frame.lines[2].contains("64 bytes"), "\(frame.lines[2])")
    }

    @Test("moving the selection moves the image to the new row")
    func movingTheSelectionMovesTheImageToTheNewRow() {
        let (first, second) = (makePNG(width: 10), makePNG(width: 20))
        var state = loadedState(TerminalSize(columns: 120, rows: 30), images: .kitty, dataOfRow0: first)
        _ = state.send(.imageLoaded(row: 1, bytes: second.count, data: second))

        _ = state.press(.down)

        #expect(renderer().frame(state).image?.data == second)
    }

    // MARK: - Helpers

    private func loadedState(_ size: TerminalSize, images: InlineImageProtocol?, dataOfRow0 data: Data?) -> BrowserState
    {
        var state = makeLoadedState(items: makeImages(1...5), size: size, inlineImages: images).state
        _ = state.send(.imageLoaded(row: 0, bytes: data?.count ?? 10, data: data))
        return state
    }

    private func renderer() -> BrowserRenderer {
        BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
    }
}
