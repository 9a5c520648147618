import Foundation
import Testing

@testable import TerminalUI

@Suite("InlineImageEncoder: the escape sequences that draw and remove an image")
struct InlineImageEncoderTests {
    @Test("kitty gets a PNG in chunks of at most 4096 base64 bytes, sized in cells")
    func kittySendsAPNGInChunksSizedInCells() {
        let data = makePNG(width: 160, height: 120, padding: 7_000)
        let placement = ImagePlacement(data: data, column: 49, row: 2, columns: 30, rows: 21)

        let output = InlineImageEncoder.show(placement, with: .kitty)

        #expect(
            output.hasPrefix("\u{1B}[3;50H\u{1B}_Ga=T,f=100,t=d,i=7031,q=2,C=1,c=30,r=11,m=1;"),
            "\(output.prefix(80).debugDescription)")
        let chunks = kittyChunks(output)
        #expect(chunks.map(\.control) == ["a=T,f=100,t=d,i=7031,q=2,C=1,c=30,r=11,m=1", "m=1", "m=0"])
        #expect(chunks.map(\.payload.count) == [4096, 4096, data.base64EncodedString().count - 8192])
        #expect(Data(base64Encoded: chunks.map(\.payload).joined()) == data)
    }

    @Test("a small image is one kitty chunk with m=0")
    func kittySmallImageIsOneChunk() {
        let placement = ImagePlacement(data: makePNG(), column: 0, row: 0, columns: 10, rows: 10)

        let chunks = kittyChunks(InlineImageEncoder.show(placement, with: .kitty))

        #expect(chunks.map(\.control) == ["a=T,f=100,t=d,i=7031,q=2,C=1,c=10,r=4,m=0"])
    }

    @Test("kitty fits the image by its height in a wide box")
    func kittyFitsTheImageByHeightInAWideBox() {
        let placement = ImagePlacement(data: makePNG(width: 100, height: 100), column: 0, row: 0, columns: 50, rows: 10)

        #expect(InlineImageEncoder.show(placement, with: .kitty).contains(",c=20,r=10,"))
    }

    @Test("kitty sizes the image by the terminal's cell shape")
    func kittyUsesTheTerminalsCellShape() {
        let square = ImagePlacement(data: makePNG(width: 100, height: 100), column: 0, row: 0, columns: 50, rows: 10)

        let output = InlineImageEncoder.show(square, with: .kitty, cellAspect: 2.5)

        #expect(output.contains(",c=25,r=10,"), "\(output.prefix(80).debugDescription)")
    }

    @Test("data that is not a PNG, or too large, sends nothing")
    func nonPNGAndOversizedDataSendNothing() {
        let jpeg = ImagePlacement(
            data: Data([0xFF, 0xD8, 0xFF] + Array(repeating: 1, count: 40)), column: 0, row: 0, columns: 9, rows: 9)
        let huge = ImagePlacement(
            data: makePNG(padding: InlineImageEncoder.maximumBytes), column: 0, row: 0, columns: 9, rows: 9)

        #expect(InlineImageEncoder.show(jpeg, with: .kitty) == "")
        #expect(InlineImageEncoder.show(huge, with: .kitty) == "")
        #expect(InlineImageEncoder.show(huge, with: .iTerm2) == "")
    }

    @Test("kitty's remove deletes the image quietly")
    func kittyRemoveDeletesTheImageQuietly() {
        let placement = ImagePlacement(data: makePNG(), column: 0, row: 0, columns: 9, rows: 9)

        #expect(InlineImageEncoder.remove(placement, with: .kitty) == "\u{1B}_Ga=d,d=I,i=7031,q=2\u{1B}\\")
    }

    @Test("iTerm2 gets one OSC 1337 with the box in cells")
    func iTerm2SendsOneOSC1337WithTheBoxInCells() {
        let data = Data("\u{1B}[2J not an escape once encoded \u{07}".utf8)
        let placement = ImagePlacement(data: data, column: 4, row: 1, columns: 30, rows: 12)

        let output = InlineImageEncoder.show(placement, with: .iTerm2)

        #expect(
            output
                == "\u{1B}[2;5H\u{1B}]1337;File=inline=1;size=\(data.count);width=30;height=12;preserveAspectRatio=1:"
                + data.base64EncodedString() + "\u{07}")
    }

    @Test("iTerm2's remove blanks the box")
    func iTerm2RemoveBlanksTheBox() {
        let placement = ImagePlacement(data: makePNG(), column: 4, row: 1, columns: 3, rows: 2)

        #expect(InlineImageEncoder.remove(placement, with: .iTerm2) == "\u{1B}[2;5H   \u{1B}[3;5H   ")
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
