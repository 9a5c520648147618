import Testing

@testable import TerminalUI

@Suite("SixelEncoder: pictures as sixel graphics, decoded back for the check")
struct SixelEncoderTests {
    @Test("a red | blue split stays red | blue, at its exact size")
    func redBlueSplitRoundTrips() throws {
        let image = makeRedBlueSplit(width: 12, height: 13)

        let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(image)))

        #expect((decoded.width, decoded.height) == (12, 13))
        #expect(decoded.pixels.allSatisfy { $0 != nil }, "every pixel drawn")
        for y in 0..<13 {
            #expect(decoded.pixel(x: 0, y: y) == RGBColor(red: 255, green: 0, blue: 0))
            #expect(decoded.pixel(x: 5, y: y) == RGBColor(red: 255, green: 0, blue: 0))
            #expect(decoded.pixel(x: 6, y: y) == RGBColor(red: 0, green: 0, blue: 255))
            #expect(decoded.pixel(x: 11, y: y) == RGBColor(red: 0, green: 0, blue: 255))
        }
    }

    @Test("starts with the DCS introducer and the raster size, ends with the string terminator")
    func framesTheSequence() {
        let output = SixelEncoder.encode(makeRedBlueSplit(width: 40, height: 20))

        #expect(output.hasPrefix("\u{1B}P0;1;0q\"1;1;40;20#0;2;100;0;0#1;2;0;0;100#"), "\(output.prefix(50))")
        #expect(output.hasSuffix("\u{1B}\\"))
    }

    @Test("a picture of thousands of colours keeps at most 256, each pixel within the quantisation error")
    func manyColoursStayCloseWithAtMost256() throws {
        let image = makePixels(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2)) }

        let decoded = try #require(SixelDecoder.decode(SixelEncoder.encode(image)))

        #expect(decoded.palette.count <= 256)
        #expect(decoded.palette.count > 200, "a median cut uses the colours it is given")
        let errors = (0..<64 * 64).map { pixel in
            decoded.pixels[pixel].map { $0.distance(to: image.color(x: pixel % 64, y: pixel / 64)) } ?? .max
        }
        #expect(errors.max() ?? .max <= 3 * 16 * 16, "no channel more than about 16 off")
        #expect(Double(errors.reduce(0, +)) / Double(errors.count) <= 3 * 6 * 6, "about 6 off on average")
    }

    @Test("runs of 4 or more sixels are run-length encoded, and trailing empty sixels left out")
    func runLengthEncodesAndTrimsTheRow() {
        let row: [UInt8] = [1, 1, 1, 1, 2, 0, 3, 3, 3, 0, 0]

        #expect(String(decoding: SixelEncoder.runLength(row[...]), as: UTF8.self) == "!4@A?BBB")
    }

    @Test("a wide plain picture stays small: one run per band")
    func plainPictureIsOneRunPerBand() {
        let output = SixelEncoder.encode(makePixels(width: 300, height: 12) { _, _ in (9, 9, 9) })

        #expect(output == "\u{1B}P0;1;0q\"1;1;300;12#0;2;4;4;4#0!300~-#0!300~\u{1B}\\")
    }
}
