import Foundation
import SnapshotTesting
import TerminalUI
import TerminalViews
import Testing

@testable import FeedBrowser

@Suite("BrowserRenderer thumbnails: a picture beside each row's text, in blocks and with a graphics protocol")
struct BrowserRendererThumbnailTests {
    @Test(
        "blocks mode: thumbnails, a loading and a failed row, the selected image in the panel",
        arguments: [40, 80, 120])
    func blocksModeSnapshot(columns: Int) {
        let state = thumbnailState(TerminalSize(columns: columns, rows: 20), pictures: .blocks)

        let frame = renderer(theme: .dark).render(state).map { $0 + "|" }.joined(separator: "\n")

        assertSnapshot(
            of: frame.replacingOccurrences(of: "\u{1B}", with: "␛"), as: .lines, named: "thumbnails-blocks-\(columns)")
    }

    @Test("blocks mode, read as text: half blocks in the made rows, dots while loading, no picture with the retry key")
    func blocksModeReadAsText() {
        let state = thumbnailState(TerminalSize(columns: 120, rows: 20), pictures: .blocks)

        let lines = renderer(theme: .none).render(state).map(visibleText)

        #expect(lines[2].hasPrefix(" ▸ ▀▀▀▀▀▀▀▀▀▀ São Paulo, Brasil"), "\(lines[2])")
        #expect(lines[6].hasPrefix("   · · · · ·  東京タワー"), "\(lines[6])")
        #expect(lines[11].hasPrefix("   no picture "), "\(lines[11])")
        #expect(lines[10].contains("✗ i: Retry"), "\(lines[10])")
    }

    @Test(
        "graphics protocol: the made thumbnail is placed, a failed row's box says no picture in text",
        arguments: [40, 80])
    func graphicsProtocolSnapshot(columns: Int) {
        let state = thumbnailState(
            TerminalSize(columns: columns, rows: 20), pictures: .inline(.kitty),
            first: makePlacedPicture(columns: 8, rows: 2))

        let frame = renderer(theme: .dark).frame(state)
        let placed = frame.images.map { "placed at \($0.column),\($0.row): \($0.columns)×\($0.rows)" }
        let text = (frame.lines.map { $0 + "|" } + placed).joined(separator: "\n")

        assertSnapshot(
            of: text.replacingOccurrences(of: "\u{1B}", with: "␛"), as: .lines, named: "thumbnails-kitty-\(columns)")
    }

    @Test(
        "a failed row's box reads no picture in the person's language, as wide as a thumbnail, CJK counted two",
        arguments: ["ja", "el", "en"])
    func failedRowsBoxReadsNoPictureInThePersonsLanguage(language: String) {
        let state = thumbnailState(TerminalSize(columns: 40, rows: 20), pictures: .blocks)

        let lines = renderer(theme: .none, language: language).render(state).map(visibleText)

        let box = lines[10...12].map { String($0.dropFirst(3).prefix(10)).trimmingCharacters(in: .whitespaces) }
        let mark = TerminalViewsStrings.string(.noPicture, language: language)
        #expect(box.filter { !$0.isEmpty }.joined(separator: " ") == mark, "\(lines[10...12])")
        #expect(lines[10...12].allSatisfy { DisplayWidth.of($0) == 40 }, "\(lines[10...12])")
        #expect(lines[10...12].allSatisfy { $0.dropFirst(3).dropFirst(10).hasPrefix(" ") }, "\(lines[10...12])")
    }

    @Test(
        "the selected row's download failed: the panel says no picture in its middle, instead of staying blank",
        arguments: [ImageDrawing.blocks, .inline(.kitty)])
    func failedSelectedRowsPanelSaysNoPicture(pictures: ImageDrawing) {
        var state = thumbnailState(TerminalSize(columns: 100, rows: 21), pictures: pictures)
        _ = state.press(.down, .down)

        let frame = renderer(theme: .none).frame(state)
        let lines = frame.lines.map(visibleText)

        #expect(frame.panelColumns == 0, "the panel is text the lines draw")
        #expect(frame.images.allSatisfy { $0.column < 60 }, "nothing placed in the panel")
        let middle = 2 + (21 - 3 - 1) / 2
        #expect(
            lines[middle].hasSuffix(
                String(repeating: " ", count: 15) + "no picture" + String(repeating: " ", count: 15)))
        #expect(
            lines.enumerated().allSatisfy { $0.offset == middle || !$0.element.dropFirst(60).contains("no picture") })
    }

    @Test("below 30 columns the rows come without thumbnails, so their text is not squeezed out")
    func narrowTerminalRowsComeWithoutThumbnails() {
        let state = thumbnailState(TerminalSize(columns: 20, rows: 16), pictures: .blocks)

        let lines = renderer(theme: .none).render(state)

        #expect(lines[2].contains("São Paulo"), "\(lines)")
        #expect(!lines.joined().contains("▀"), "\(lines)")
        #expect(state.feed.thumbnails.isEmpty)
    }

    @Test("the selection covers the marker and the text, never the thumbnail's cells")
    func selectionCoversTheMarkerAndTheTextNeverTheThumbnail() {
        let picture = makeBlocksPicture(columns: 10, rows: 3)
        let state = thumbnailState(TerminalSize(columns: 80, rows: 20), pictures: .blocks, first: picture)

        let line = renderer(theme: .dark).render(state)[2]

        guard case let .blocks(pictureLines, _) = picture else { return }
        #expect(line.contains(pictureLines[0].rendered(width: 10)), "\(line.debugDescription)")
        #expect(line.hasPrefix(Theme.dark.selection.apply(" ▸ ")), "\(line.debugDescription)")
    }

    @Test(
        "the selected row is one inverse band, no span keeping a colour that would box it or hide it",
        arguments: [Theme.light, .dark])
    func selectedRowIsOneInverseBand(theme: Theme) {
        let state = thumbnailState(TerminalSize(columns: 80, rows: 20), pictures: .blocks)

        let line = renderer(theme: theme).render(state)[2]

        #expect(line.contains("\u{1B}[7;1mSão Paulo, Brasil"), "\(line.debugDescription)")
        #expect(!line.contains("\u{1B}[7;38;") && !line.contains("\u{1B}[7;1;38;"), "\(line.debugDescription)")
    }

    @Test("with a graphics protocol each made thumbnail is placed in its row, and the text leaves its cells blank")
    func graphicsProtocolPlacesEachMadeThumbnailInItsRow() {
        let picture = makePlacedPicture(columns: 8, rows: 2)
        let state = thumbnailState(TerminalSize(columns: 60, rows: 20), pictures: .inline(.kitty), first: picture)

        let frame = renderer(theme: .none).frame(state)

        guard case let .placed(content, _, _) = picture else { return }
        #expect(frame.images == [ImagePlacement(content: content, column: 4, row: 2, columns: 8, rows: 2)])
        #expect(frame.lines[2].hasPrefix(" ▸ " + String(repeating: " ", count: 11) + "São Paulo"), "\(frame.lines[2])")
    }

    @Test("a thumbnail that would reach past the body into the footer is not placed")
    func thumbnailThatWouldReachPastTheBodyIsNotPlaced() {
        let state = thumbnailState(
            TerminalSize(columns: 60, rows: 5), pictures: .inline(.sixel),
            first: makePlacedPicture(columns: 10, rows: 3))

        #expect(renderer(theme: .none).frame(state).images.isEmpty)
    }

    // MARK: - Helpers

    /// Row 1 with `first` made, row 2 loading, row 3 failed, row 4 loaded with its thumbnail being made.
    private func thumbnailState(
        _ size: TerminalSize, pictures: ImageDrawing,
        first: TerminalPicture = makeBlocksPicture(columns: 10, rows: 3)
    ) -> BrowserState {
        var state = makeLoadedState(items: BrowserScenarios.sampleImages, size: size, pictures: pictures).state
        let data = Data(repeating: 1, count: 2_048)
        _ = state.send(.imageLoaded(row: 0, bytes: data.count, data: data), .imageFailed(row: 2))
        _ = state.send(.imageLoaded(row: 3, bytes: data.count, data: data))
        _ = state.send(
            .pictureMade(PictureRequest(row: 0, box: BrowserLayout.thumbnailBox, purpose: .thumbnail), first))
        if let preview = state.feed.preview?.request {
            let columns = min(preview.box.columns, 24)
            _ = state.send(
                .pictureMade(preview, makeBlocksPicture(columns: columns, rows: 6, red: 30, green: 90, blue: 200)))
        }
        return state
    }

    private func renderer(theme: Theme, language: String = "en") -> BrowserRenderer {
        BrowserRenderer(
            theme: theme, language: language, currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
    }
}
