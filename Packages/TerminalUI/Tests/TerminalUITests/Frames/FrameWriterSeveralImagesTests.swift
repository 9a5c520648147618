import Foundation
import Testing

@testable import TerminalUI

@Suite("FrameWriter with several pictures: blanking before the text, drawing after it")
struct FrameWriterSeveralImagesTests {
    @Test("draws every picture after the text, then only what changed")
    func drawsEveryPictureThenOnlyWhatChanged() {
        let output = OutputRecorder()
        let writer = FrameWriter(writer: output.output, images: .sixel)
        let (first, second) = (thumbnail(row: 0), thumbnail(row: 2))

        writer.draw(Frame(lines: ["a", "b", "c", "d"], images: [first, second]))
        let drawn = output.take()
        writer.draw(Frame(lines: ["a", "b", "c", "D"], images: [first]))
        let changed = output.take()

        #expect(drawn.hasSuffix(sixel(first) + sixel(second) + TerminalControl.endFrame))
        #expect(
            changed
                == FrameWriter.update(
                    from: ["a", "b", "c", "d"], to: ["a", "b", "c", "D"],
                    before: InlineImageEncoder.remove(second, with: .sixel)))
    }

    @Test("a rewritten line over a sixel draws it again after the text")
    func rewrittenLineRedrawsTheSixel() {
        let output = OutputRecorder()
        let writer = FrameWriter(writer: output.output, images: .sixel)
        let picture = thumbnail(row: 1)
        writer.draw(Frame(lines: ["a", "b", "c"], images: [picture]))
        _ = output.take()

        writer.draw(Frame(lines: ["a", "\u{1B}[1mB\u{1B}[0m", "c"], images: [picture]))

        #expect(output.take().hasSuffix("\u{1B}[1mB\u{1B}[0m" + sixel(picture) + TerminalControl.endFrame))
    }

    @Test("a frame of one picture still reads as its image")
    func oneImageFrameKeepsItsImage() {
        let picture = thumbnail(row: 0)

        let frame = Frame(lines: ["a"], image: picture, panelColumns: 3)

        #expect(frame.images == [picture])
        #expect(frame.image == picture)
        #expect(Frame(lines: ["a"], image: nil).images.isEmpty)
    }

    @Test("the visible width of a line leaves its escape sequences out")
    func visibleWidthLeavesEscapesOut() {
        #expect(DisplayWidth.ofOutput("\u{1B}[38;2;1;2;3mab\u{1B}[0m東") == 4)
        #expect(DisplayWidth.ofOutput("plain") == 5)
    }

    // MARK: - Helpers

    private func thumbnail(row: Int) -> ImagePlacement {
        let pixels = makePixels(width: 6, height: 8) { x, y in (UInt8(row * 10 + x), UInt8(y), 0) }
        return ImagePlacement(pixels: pixels, column: 0, row: row, columns: 3, rows: 2)
    }

    private func sixel(_ placement: ImagePlacement) -> String {
        InlineImageEncoder.show(placement, with: .sixel)
    }
}
