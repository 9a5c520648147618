import XCTest

@testable import TerminalUI

final class InlineImageWriterTests: XCTestCase {
    func test_update_drawsOnce_andNothingWhileTheImageStays() {
        var writer = InlineImageWriter(kind: .kitty)

        let first = writer.update(to: placement(1), screenCleared: false)
        let again = writer.update(to: placement(1), screenCleared: false)

        XCTAssertEqual(first, InlineImageEncoder.show(placement(1), with: .kitty))
        XCTAssertEqual(again, "")
    }

    func test_update_deletesThePreviousImageWhenTheSelectionChanges() {
        var writer = InlineImageWriter(kind: .kitty)
        _ = writer.update(to: placement(1), screenCleared: false)

        let output = writer.update(to: placement(2), screenCleared: false)

        XCTAssertEqual(output, InlineImageEncoder.kittyDelete + InlineImageEncoder.show(placement(2), with: .kitty))
    }

    func test_update_deletesWhenTheImageGoes_andFinishDeletesOnTheWayOut() {
        var writer = InlineImageWriter(kind: .kitty)
        _ = writer.update(to: placement(1), screenCleared: false)

        XCTAssertEqual(writer.update(to: nil, screenCleared: false), InlineImageEncoder.kittyDelete)
        XCTAssertEqual(writer.finish(), "", "nothing left to delete")
        _ = writer.update(to: placement(2), screenCleared: false)
        XCTAssertEqual(writer.finish(), InlineImageEncoder.kittyDelete)
    }

    func test_update_sizesKittyImagesWithTheCellAspectItWasGiven() {
        var writer = InlineImageWriter(kind: .kitty)
        writer.cellAspect = 3

        let output = writer.update(to: placement(1), screenCleared: false)

        XCTAssertEqual(output, InlineImageEncoder.show(placement(1), with: .kitty, cellAspect: 3))
        XCTAssertNotEqual(output, InlineImageEncoder.show(placement(1), with: .kitty))
    }

    func test_update_drawsAgainAfterTheScreenWasCleared() {
        var writer = InlineImageWriter(kind: .iTerm2)
        _ = writer.update(to: placement(1), screenCleared: false)

        let output = writer.update(to: placement(1), screenCleared: true)

        XCTAssertEqual(output, InlineImageEncoder.show(placement(1), with: .iTerm2), "no blanking of a cleared screen")
    }

    func test_update_iTerm2_blanksTheOldBoxBeforeTheNewImage() {
        var writer = InlineImageWriter(kind: .iTerm2)
        _ = writer.update(to: placement(1), screenCleared: false)

        let output = writer.update(to: placement(2), screenCleared: false)

        XCTAssertEqual(
            output,
            InlineImageEncoder.remove(placement(1), with: .iTerm2)
                + InlineImageEncoder.show(placement(2), with: .iTerm2))
    }

    func test_frameUpdate_writesTheImageAfterTheTextInsideTheSynchronizedUpdate() {
        let update = FrameWriter.update(from: ["a"], to: ["b"], then: "IMAGE")

        XCTAssertEqual(update, "\u{1B}[?2026h\u{1B}[1;1Hb" + "IMAGE" + "\u{1B}[?2026l")
    }

    // MARK: - Helpers

    private func placement(_ number: UInt32) -> ImagePlacement {
        ImagePlacement(data: makePNG(width: number * 10, height: 10), column: 50, row: 2, columns: 28, rows: 20)
    }
}
