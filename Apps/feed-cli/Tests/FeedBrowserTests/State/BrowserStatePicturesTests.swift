import Foundation
import TerminalUI
import TerminalViews
import Testing

@testable import FeedBrowser

@Suite("BrowserState pictures: a thumbnail per row in view, the selected row's preview, made once per box")
struct BrowserStatePicturesTests {
    @Test("with pictures, rows are four lines tall, so images load for fewer rows")
    func withPicturesRowsAreFourLinesTallSoImagesLoadForFewerRows() {
        let items = makeImages(1...30)

        let (state, effects) = makeLoadedState(items: items, pictures: .blocks)

        #expect(state.feedViewportRows == 5)
        #expect(effects == loadImages(0..<8, of: items))
    }

    @Test("a visible row's bytes ask for its thumbnail, and the selected row's for the preview")
    func visibleRowsBytesAskForItsThumbnailAndTheSelectedRowsForThePreview() {
        var state = makeLoadedState(pictures: .blocks).state
        let data = Data([1, 2, 3])

        let effects = state.send(.imageLoaded(row: 0, bytes: 3, data: data), .imageLoaded(row: 1, bytes: 3, data: data))

        #expect(
            effects == [
                .makePicture(thumbnail(0), data: data), .makePicture(preview(0), data: data),
                .makePicture(thumbnail(1), data: data),
            ])
        #expect(state.feed.thumbnails[0] == RowPicture(request: thumbnail(0)))
    }

    @Test("a made thumbnail is kept, and asked for only once")
    func madeThumbnailIsKeptAndAskedForOnlyOnce() {
        var state = loadedWithBytes(rows: [0])
        let picture = makeBlocksPicture(columns: 10, rows: 3)

        let effects = state.send(.pictureMade(thumbnail(0), picture), .tick, .key(.down), .key(.up))

        #expect(state.feed.thumbnails[0]?.picture == picture)
        #expect(!effects.contains(.makePicture(thumbnail(0), data: Data([0]))))
    }

    @Test("scrolling away cancels the thumbnails being made and forgets the made ones; back, they are made again")
    func scrollingAwayCancelsThumbnailsBeingMadeAndForgetsMadeOnes() {
        var state = loadedWithBytes(rows: [0, 1])
        _ = state.send(.pictureMade(thumbnail(0), makeBlocksPicture(columns: 10, rows: 3)))

        let away = state.press(.character("G"))

        #expect(away.contains(.cancelPicture(thumbnail(1))))
        #expect(!away.contains(.cancelPicture(thumbnail(0))))
        #expect(state.feed.thumbnails[0] == nil && state.feed.thumbnails[1] == nil)
        let back = state.press(.character("g"))
        _ = state.send(.imageLoaded(row: 0, bytes: 1, data: Data([0])))
        #expect(back.contains(.loadImage(row: 0, url: makeImage(1).url)))
        #expect(state.feed.thumbnails[0] == RowPicture(request: thumbnail(0)))
    }

    @Test("a picture that comes after its row left the view is ignored")
    func pictureThatComesAfterItsRowLeftTheViewIsIgnored() {
        var state = loadedWithBytes(rows: [0])
        _ = state.press(.character("G"))

        _ = state.send(.pictureMade(thumbnail(0), makeBlocksPicture(columns: 10, rows: 3)))

        #expect(state.feed.thumbnails[0] == nil)
    }

    @Test("bytes that are no picture show the image as undecodable, which loading again would not mend")
    func bytesThatAreNoPictureShowTheImageAsUndecodable() {
        var state = loadedWithBytes(rows: [0])

        _ = state.send(.pictureMade(thumbnail(0), nil))
        #expect(state.feed.images[0] == .undecodable)
        #expect(state.feed.imageData[0] == nil)
        let effects = state.press(.character("i"))

        #expect(effects == [])
    }

    @Test("moving the selection cancels the preview being made and asks for the new row's")
    func movingTheSelectionCancelsThePreviewBeingMadeAndAsksForTheNewRows() {
        var state = loadedWithBytes(rows: [0, 1])

        let effects = state.press(.down)

        #expect(effects == [.cancelPicture(preview(0)), .makePicture(preview(1), data: Data([1]))])
    }

    @Test("a resize makes the preview again for the new panel, and thumbnails keep their box")
    func resizeMakesThePreviewAgainForTheNewPanelAndThumbnailsKeepTheirBox() {
        var state = loadedWithBytes(rows: [0])
        let picture = makeBlocksPicture(columns: 10, rows: 3)
        _ = state.send(.pictureMade(thumbnail(0), picture), .pictureMade(preview(0), picture))

        let effects = state.send(.resize(TerminalSize(columns: 120, rows: 40)))

        let box = CellBox(columns: 46, rows: 37)
        #expect(effects.contains(.makePicture(PictureRequest(row: 0, box: box, purpose: .preview), data: Data([0]))))
        #expect(!effects.contains { if case .cancelPicture = $0 { true } else { false } })
        #expect(state.feed.thumbnails[0]?.picture == picture)
        #expect(state.feed.preview == RowPicture(request: PictureRequest(row: 0, box: box, purpose: .preview)))
    }

    @Test("a terminal too narrow for the panel asks for thumbnails only")
    func terminalTooNarrowForThePanelAsksForThumbnailsOnly() {
        var state = makeLoadedState(size: TerminalSize(columns: 60, rows: 24), pictures: .inline(.sixel)).state

        let effects = state.send(.imageLoaded(row: 0, bytes: 1, data: Data([0])))

        #expect(effects == [.makePicture(thumbnail(0), data: Data([0]))])
    }

    @Test("a reload cancels the pictures being made and forgets them all")
    func reloadCancelsThePicturesBeingMadeAndForgetsThemAll() {
        var state = loadedWithBytes(rows: [0])
        _ = state.press(.character("r"))

        let effects = state.send(.feedLoaded(FeedPage(items: makeImages(1...3), hasMore: false)))

        #expect(effects.contains(.cancelPicture(thumbnail(0))))
        #expect(effects.contains(.cancelPicture(preview(0))))
        #expect(state.feed.thumbnails.isEmpty && state.feed.preview == nil)
    }

    @Test("without pictures, no picture is ever asked for")
    func withoutPicturesNoPictureIsEverAskedFor() {
        var state = makeLoadedState().state

        let effects = state.send(.imageLoaded(row: 0, bytes: 3, data: Data([1, 2, 3])), .resize(standardSize))

        #expect(!effects.contains { if case .makePicture = $0 { true } else { false } })
        #expect(state.feedViewportRows == standardViewport)
    }

    // MARK: - Helpers

    /// Loaded in blocks mode on the standard 80×24 terminal (a panel of 32 columns), rows' bytes `[row]`.
    private func loadedWithBytes(rows: [Int]) -> BrowserState {
        var state = makeLoadedState(pictures: .blocks).state
        for row in rows { _ = state.send(.imageLoaded(row: row, bytes: 1, data: Data([UInt8(row)]))) }
        return state
    }

    private func thumbnail(_ row: Int) -> PictureRequest {
        PictureRequest(row: row, box: BrowserLayout.thumbnailBox, purpose: .thumbnail)
    }

    private func preview(_ row: Int) -> PictureRequest {
        PictureRequest(row: row, box: CellBox(columns: 30, rows: 21), purpose: .preview)
    }
}
