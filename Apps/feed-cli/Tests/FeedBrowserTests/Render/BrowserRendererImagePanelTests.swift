import Foundation
import TerminalUI
import TerminalViews
import Testing

@testable import FeedBrowser

@Suite("BrowserRenderer image panel: where the selected image goes, and when there is none")
struct BrowserRendererImagePanelTests {
    @Test("with a graphics protocol, a wide terminal places the selected image centred in a right-hand panel")
    func graphicsProtocolPlacesTheSelectedImageCentredInARightHandPanel() throws {
        var state = loadedState(TerminalSize(columns: 120, rows: 30), pictures: .inline(.kitty))
        let picture = makePlacedPicture(columns: 20, rows: 10)
        try makePreview(&state, picture)

        let frame = renderer().frame(state)

        guard case let .placed(content, _, _) = picture else { return }
        #expect(frame.images.last == ImagePlacement(content: content, column: 86, row: 2, columns: 20, rows: 10))
        #expect(frame.panelColumns == 48)
        #expect(frame.lines.count == 30)
        #expect(
            frame.lines.map { DisplayWidth.of($0) } == [120, 120] + Array(repeating: 72, count: 27) + [120],
            "body lines leave the panel alone")
    }

    @Test("the panel is reserved before the picture is made, so the list does not jump")
    func panelIsReservedBeforeThePictureIsMadeSoTheListDoesNotJump() {
        let state = loadedState(TerminalSize(columns: 100, rows: 20), pictures: .inline(.iTerm2))

        let frame = renderer().frame(state)

        #expect(frame.images.isEmpty)
        #expect(DisplayWidth.of(frame.lines[2]) == 60)
    }

    @Test("in blocks mode the panel holds the picture's half blocks inside full-width lines, and nothing is placed")
    func blocksModePanelHoldsHalfBlocksInsideFullWidthLines() throws {
        var state = loadedState(TerminalSize(columns: 100, rows: 20), pictures: .blocks)
        try makePreview(&state, makeBlocksPicture(columns: 30, rows: 5))

        let frame = renderer().frame(state)

        #expect(frame.images.isEmpty)
        #expect(frame.panelColumns == 0)
        #expect(frame.lines.allSatisfy { DisplayWidth.of(visibleText($0)) == 100 })
        #expect(frame.lines[2...6].allSatisfy { $0.contains(String(repeating: "▀", count: 30)) })
        #expect(!frame.lines[7].contains("▀"))
    }

    @Test("no panel on narrow terminals, without pictures, on help and on comments")
    func noPanelOnNarrowTerminalsWithoutPicturesOnHelpAndOnComments() {
        var help = loadedState(TerminalSize(columns: 120, rows: 30), pictures: .inline(.kitty))
        _ = help.press(.character("?"))
        var comments = loadedState(TerminalSize(columns: 120, rows: 30), pictures: .inline(.kitty))
        _ = comments.press(.enter)
        let cases: [(String, BrowserState)] = [
            ("40 columns", loadedState(TerminalSize(columns: 40, rows: 16), pictures: .inline(.kitty))),
            ("79 columns", loadedState(TerminalSize(columns: 79, rows: 24), pictures: .inline(.iTerm2))),
            ("no pictures", loadedState(TerminalSize(columns: 120, rows: 30), pictures: nil)),
            ("help", help),
            ("comments", comments),
        ]

        for (name, state) in cases {
            let frame = renderer().frame(state)

            #expect(frame.panelColumns == 0, "\(name)")
            #expect(frame.lines.allSatisfy { DisplayWidth.of($0) == state.size.columns }, "\(name)")
        }
    }

    @Test("a preview made for another box (before a resize) is not placed")
    func previewMadeForAnotherBoxIsNotPlaced() throws {
        var state = loadedState(TerminalSize(columns: 120, rows: 30), pictures: .inline(.sixel))
        try makePreview(&state, makePlacedPicture(columns: 20, rows: 10))

        _ = state.send(.resize(TerminalSize(columns: 100, rows: 30)))

        #expect(renderer().frame(state).images.isEmpty)
    }

    // MARK: - Helpers

    private func loadedState(_ size: TerminalSize, pictures: ImageDrawing?) -> BrowserState {
        var state = makeLoadedState(items: makeImages(1...5), size: size, pictures: pictures).state
        _ = state.send(.imageLoaded(row: 0, bytes: 10, data: Data(repeating: 1, count: 10)))
        return state
    }

    private func makePreview(_ state: inout BrowserState, _ picture: TerminalPicture) throws {
        let request = try #require(state.feed.preview?.request)
        _ = state.send(.pictureMade(request, picture))
    }

    private func renderer() -> BrowserRenderer {
        BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
    }
}
