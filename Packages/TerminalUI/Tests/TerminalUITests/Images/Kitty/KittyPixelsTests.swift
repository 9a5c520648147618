import Foundation
import Testing

@testable import TerminalUI

@Suite("kitty pixels: decoded pictures sent as zlib-compressed RGB")
struct KittyPixelsTests {
    @Test("sends f=24 with the size and o=z, in well-formed chunks that inflate back to the pixels")
    func sendsCompressedRGBInWellFormedChunks() throws {
        let image = try #require(PixelImage(width: 64, height: 48, rgb: makeNoise(count: 64 * 48 * 3)))
        let placement = ImagePlacement(pixels: image, column: 3, row: 1, columns: 32, rows: 12)

        let output = InlineImageEncoder.show(placement, with: .kitty, cellAspect: 2, imageID: 7_040)

        #expect(output.hasPrefix("\u{1B}[2;4H\u{1B}_G"))
        let chunks = kittyChunks(output)
        try #require(chunks.count == 4, "9216 bytes that do not compress, and the stream's 11, take 4 chunks")
        #expect(chunks.first?.control == "a=T,f=24,s=64,v=48,o=z,t=d,i=7040,q=2,C=1,c=32,r=12,m=1")
        #expect(chunks.dropFirst().map(\.control) == Array(repeating: "m=1", count: chunks.count - 2) + ["m=0"])
        #expect(chunks.dropLast().allSatisfy { $0.payload.count == 4096 })
        #expect(chunks.last.map { (1...4096).contains($0.payload.count) } == true)
        let stream = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))
        #expect(SystemZlib.uncompress([UInt8](stream), capacity: image.rgb.count) == image.rgb)
    }

    @Test("fits the cells to the pixels' shape inside the box")
    func fitsTheCellsToThePixels() {
        let square = makePixels(width: 100, height: 100) { _, _ in (1, 2, 3) }
        let placement = ImagePlacement(pixels: square, column: 0, row: 0, columns: 50, rows: 10)

        #expect(InlineImageEncoder.show(placement, with: .kitty).contains(",c=20,r=10,"))
    }

    @Test("each protocol takes what it can draw: kitty files and pixels, iTerm2 files, sixel pixels")
    func protocolsTakeWhatTheyCanDraw() {
        let pixels = ImagePlacement.Content.pixels(makeRedBlueSplit(width: 2, height: 2))

        #expect(InlineImageProtocol.kitty.canShow(pixels))
        #expect(InlineImageProtocol.sixel.canShow(pixels))
        #expect(!InlineImageProtocol.iTerm2.canShow(pixels))
        #expect(!InlineImageProtocol.sixel.canShow(makePNG()))
        #expect(
            InlineImageEncoder.show(
                ImagePlacement(data: makePNG(), column: 0, row: 0, columns: 4, rows: 4), with: .sixel) == "")
    }

    @Test("sixel draws at the box's corner and blanks the box to remove")
    func sixelDrawsAtTheCornerAndBlanksToRemove() {
        let placement = ImagePlacement(
            pixels: makeRedBlueSplit(width: 4, height: 6), column: 2, row: 1, columns: 2, rows: 1)

        let output = InlineImageEncoder.show(placement, with: .sixel)

        #expect(output.hasPrefix("\u{1B}[2;3H\u{1B}P0;1;0q"))
        #expect(InlineImageEncoder.remove(placement, with: .sixel) == "\u{1B}[2;3H  ")
    }

    @Test("a picture size that does not match its bytes is refused")
    func mismatchedSizesAreRefused() {
        #expect(PixelImage(width: 2, height: 2, rgb: [0, 0, 0]) == nil)
        #expect(PixelImage(width: 0, height: 0, rgb: []) == nil)
        #expect(PixelImage(width: Int.max, height: 3, rgb: []) == nil)
        #expect(PixelImage(width: 1, height: 1, rgb: [1, 2, 3])?.rgb == [1, 2, 3])
    }

    // MARK: - Helpers

    private func kittyChunks(_ output: String) -> [(control: String, payload: String)] {
        output.components(separatedBy: "\u{1B}_G").dropFirst().map { sequence in
            let body = sequence.components(separatedBy: "\u{1B}\\")[0]
            let parts = body.split(separator: ";", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }
}
