import Foundation
import ImageDecoding
import Testing

@Suite("JPEG decoding")
struct JPEGDecodingTests {
    @Test("A baseline and a progressive red|blue split come out red left and blue right", arguments: [false, true])
    func decodesSplit(progressive: Bool) throws {
        let fixture = JPEGFixture(width: 64, height: 32, progressive: progressive, sample: redBlueSplit(width: 64))

        let thumbnail = try decode(fixture)

        #expect(thumbnail.width == 8 && thumbnail.height == 4 && thumbnail.format == .jpeg)
        #expect(thumbnail.sourceSize == PixelSize(width: 64, height: 32))
        #expect(Palette.isClose(thumbnail.leftAndRight.0, to: Palette.red))
        #expect(Palette.isClose(thumbnail.leftAndRight.1, to: Palette.blue))
    }

    @Test("A greyscale JPEG comes out as the same greys on all three channels")
    func decodesGrey() throws {
        let fixture = JPEGFixture(width: 32, height: 16, colours: .grey) { x, _ in [x < 16 ? 30 : 220] }

        let thumbnail = try decode(fixture)

        #expect(Palette.isClose(thumbnail.leftAndRight.0, to: RGB(red: 30, green: 30, blue: 30), tolerance: 3))
        #expect(Palette.isClose(thumbnail.leftAndRight.1, to: RGB(red: 220, green: 220, blue: 220), tolerance: 3))
    }

    @Test("CMYK with Adobe's marker is read as inverted, without it as plain ink", arguments: [true, false])
    func decodesCMYK(adobeMarker: Bool) throws {
        let red: [UInt8] = [0, 255, 255, 0]
        let blue: [UInt8] = [255, 255, 0, 0]
        let stored = { (ink: [UInt8]) in adobeMarker ? ink.map { 255 - $0 } : ink }
        let fixture = JPEGFixture(width: 32, height: 16, colours: .cmyk, adobeMarker: adobeMarker) { x, _ in
            stored(x < 16 ? red : blue)
        }

        let thumbnail = try decode(fixture)

        #expect(Palette.isClose(thumbnail.leftAndRight.0, to: Palette.red))
        #expect(Palette.isClose(thumbnail.leftAndRight.1, to: Palette.blue))
    }

    @Test("Scaling keeps the aspect ratio of a large photo")
    func scalesLargePicture() throws {
        let fixture = JPEGFixture(width: 800, height: 600, quality: 60, sample: redBlueSplit(width: 800))

        let thumbnail = try decode(fixture, box: PixelSize(width: 80, height: 40))

        #expect(thumbnail.width == 53 && thumbnail.height == 40)
        #expect(thumbnail.rgb.count == 53 * 40 * 3)
    }

    private func decode(_ fixture: JPEGFixture, box: PixelSize = PixelSize(width: 8, height: 8)) throws
        -> DecodedThumbnail
    {
        try ImageDecoder.thumbnail(of: fixture.data, fitting: box, background: Palette.background)
    }
}

/// Pixels red left of the middle of a picture `width` wide, blue right of it.
func redBlueSplit(width: Int) -> (Int, Int) -> [UInt8] {
    { x, _ in x < width / 2 ? [255, 0, 0] : [0, 0, 255] }
}
