import Foundation
import Testing

@testable import TerminalUI

@Suite("InlineImageWriter: an image is drawn once, and removed when it goes")
struct InlineImageWriterTests {
    @Test("draws an image once, and nothing while it stays")
    func drawsOnceAndNothingWhileTheImageStays() {
        var writer = InlineImageWriter(kind: .kitty)

        let first = writer.update(to: placement(1), screenCleared: false)
        let again = writer.update(to: placement(1), screenCleared: false)

        #expect(first == InlineImageEncoder.show(placement(1), with: .kitty))
        #expect(again == "")
    }

    @Test("deletes the previous image when the selection changes")
    func deletesThePreviousImageWhenTheSelectionChanges() {
        var writer = InlineImageWriter(kind: .kitty)
        _ = writer.update(to: placement(1), screenCleared: false)

        let output = writer.update(to: placement(2), screenCleared: false)

        #expect(output == InlineImageEncoder.kittyDelete + InlineImageEncoder.show(placement(2), with: .kitty))
    }

    @Test("deletes the image when it goes, and finish deletes what is left on the way out")
    func deletesWhenTheImageGoesAndFinishDeletesOnTheWayOut() {
        var writer = InlineImageWriter(kind: .kitty)
        _ = writer.update(to: placement(1), screenCleared: false)

        #expect(writer.update(to: nil, screenCleared: false) == InlineImageEncoder.kittyDelete)
        #expect(writer.finish() == "", "nothing left to delete")
        _ = writer.update(to: placement(2), screenCleared: false)
        #expect(writer.finish() == InlineImageEncoder.kittyDelete)
    }

    @Test("sizes kitty images with the cell aspect it was given")
    func sizesKittyImagesWithTheCellAspectItWasGiven() {
        var writer = InlineImageWriter(kind: .kitty)
        writer.cellAspect = 3

        let output = writer.update(to: placement(1), screenCleared: false)

        #expect(output == InlineImageEncoder.show(placement(1), with: .kitty, cellAspect: 3))
        #expect(output != InlineImageEncoder.show(placement(1), with: .kitty))
    }

    @Test("draws the image again after the screen was cleared")
    func drawsAgainAfterTheScreenWasCleared() {
        var writer = InlineImageWriter(kind: .iTerm2)
        _ = writer.update(to: placement(1), screenCleared: false)

        let output = writer.update(to: placement(1), screenCleared: true)

        #expect(output == InlineImageEncoder.show(placement(1), with: .iTerm2), "no blanking of a cleared screen")
    }

    @Test("iTerm2 blanks the old box before the new image")
    func iTerm2BlanksTheOldBoxBeforeTheNewImage() {
        var writer = InlineImageWriter(kind: .iTerm2)
        _ = writer.update(to: placement(1), screenCleared: false)

        let output = writer.update(to: placement(2), screenCleared: false)

        #expect(
            output
                == InlineImageEncoder.remove(placement(1), with: .iTerm2)
                + InlineImageEncoder.show(placement(2), with: .iTerm2))
    }

    @Test("a frame update writes the image after the text, inside the synchronized update")
    func frameUpdateWritesTheImageAfterTheTextInsideTheSynchronizedUpdate() {
        let update = FrameWriter.update(from: ["a"], to: ["b"], then: "IMAGE")

        #expect(update == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[2Kb" + "IMAGE" + "\u{1B}[?2026l")
    }

    // MARK: - Helpers

    private func placement(_ number: UInt32) -> ImagePlacement {
        ImagePlacement(data: makePNG(width: number * 10, height: 10), column: 50, row: 2, columns: 28, rows: 20)
    }
}
