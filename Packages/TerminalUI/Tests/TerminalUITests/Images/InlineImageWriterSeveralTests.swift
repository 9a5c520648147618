import Foundation
import Testing

@testable import TerminalUI

@Suite("InlineImageWriter with several pictures: each drawn once, removed alone, redrawn when text erased it")
struct InlineImageWriterSeveralTests {
    @Test("kitty gives each picture an id of its own, deletes only the one that went, and reuses its id")
    func kittyIDsPerPictureDeleteOnlyTheOneThatWent() {
        var writer = InlineImageWriter(kind: .kitty)
        let (first, second, third) = (thumbnail(row: 0), thumbnail(row: 2), thumbnail(row: 4))

        let both = writer.update(to: [first, second], screenCleared: false)
        let secondStays = writer.update(to: [second], screenCleared: false)
        let thirdComes = writer.update(to: [second, third], screenCleared: false)

        #expect(both.afterText == show(first, .kitty, id: 7_031) + show(second, .kitty, id: 7_032))
        #expect(secondStays == .init(beforeText: "", afterText: KittyImageEncoder.delete(id: 7_031)))
        #expect(thirdComes == .init(beforeText: "", afterText: show(third, .kitty, id: 7_031)))
    }

    @Test("kitty pictures stay when text is written over their rows")
    func kittyPicturesStayUnderRewrittenText() {
        var writer = InlineImageWriter(kind: .kitty)
        _ = writer.update(to: [thumbnail(row: 0)], screenCleared: false)

        let update = writer.update(to: [thumbnail(row: 0)], screenCleared: false) { _ in 80 }

        #expect(update == .init())
    }

    @Test("a sixel is drawn again when a line written over its rows reaches it, and only then")
    func sixelRedrawnWhenARewrittenLineReachesIt() {
        var writer = InlineImageWriter(kind: .sixel)
        let picture = thumbnail(row: 2, column: 5)
        _ = writer.update(to: [picture], screenCleared: false)

        let reached = writer.update(to: [picture], screenCleared: false) { $0 == 3 ? 6 : nil }
        let short = writer.update(to: [picture], screenCleared: false) { $0 == 3 ? 5 : nil }
        let elsewhere = writer.update(to: [picture], screenCleared: false) { $0 == 4 ? 80 : nil }

        #expect(reached.afterText == show(picture, .sixel, id: 7_031))
        #expect(short == .init())
        #expect(elsewhere == .init())
    }

    @Test("a sixel that went is blanked before the text, and one it overlapped is drawn again")
    func removedSixelBlankedBeforeTheTextOverlappedOneRedrawn() {
        var writer = InlineImageWriter(kind: .sixel)
        let (gone, stays) = (thumbnail(row: 0, column: 0), thumbnail(row: 1, column: 2))
        _ = writer.update(to: [gone, stays], screenCleared: false)

        let update = writer.update(to: [stays], screenCleared: false)

        #expect(update.beforeText == InlineImageEncoder.remove(gone, with: .sixel))
        #expect(update.afterText == show(stays, .sixel, id: 7_032))
    }

    @Test("after the screen was cleared every picture is drawn again, with nothing blanked")
    func everythingDrawnAgainAfterAClear() {
        var writer = InlineImageWriter(kind: .sixel)
        let pictures = [thumbnail(row: 0), thumbnail(row: 2)]
        _ = writer.update(to: pictures, screenCleared: false)

        let update = writer.update(to: pictures, screenCleared: true)

        #expect(update == .init(afterText: show(pictures[0], .sixel, id: 7_031) + show(pictures[1], .sixel, id: 7_032)))
    }

    @Test("finish removes every picture")
    func finishRemovesEveryPicture() {
        var writer = InlineImageWriter(kind: .kitty)
        _ = writer.update(to: [thumbnail(row: 0), thumbnail(row: 2)], screenCleared: false)

        #expect(writer.finish() == KittyImageEncoder.delete(id: 7_031) + KittyImageEncoder.delete(id: 7_032))
        #expect(writer.finish() == "")
    }

    // MARK: - Helpers

    private func thumbnail(row: Int, column: Int = 0) -> ImagePlacement {
        let pixels = makePixels(width: 6, height: 8) { x, y in (UInt8(row * 10 + x), UInt8(y), UInt8(column)) }
        return ImagePlacement(pixels: pixels, column: column, row: row, columns: 3, rows: 2)
    }

    private func show(_ placement: ImagePlacement, _ kind: InlineImageProtocol, id: Int) -> String {
        InlineImageEncoder.show(placement, with: kind, imageID: id)
    }
}
