import Foundation
import ImageDecoding
import Testing

@Suite("EXIF orientation of JPEGs")
struct ExifOrientationTests {
    @Test("Orientation 6 turns the picture clockwise: its left edge ends on top")
    func rotatedClockwise() throws {
        let thumbnail = try decodeSplit(orientation: 6)

        #expect(thumbnail.width == 4 && thumbnail.height == 8)
        #expect(thumbnail.sourceSize == PixelSize(width: 16, height: 32))
        #expect(Palette.isClose(thumbnail.pixel(x: 2, y: 0), to: Palette.red))
        #expect(Palette.isClose(thumbnail.pixel(x: 2, y: 7), to: Palette.blue))
    }

    @Test("Orientation 3 turns the picture upside down: its left edge ends on the right")
    func upsideDown() throws {
        let thumbnail = try decodeSplit(orientation: 3)

        #expect(thumbnail.width == 8 && thumbnail.height == 4)
        #expect(Palette.isClose(thumbnail.pixel(x: 0, y: 2), to: Palette.blue))
        #expect(Palette.isClose(thumbnail.pixel(x: 7, y: 2), to: Palette.red))
    }

    @Test("Orientation 8 turns the picture counterclockwise: its left edge ends at the bottom")
    func rotatedCounterclockwise() throws {
        let thumbnail = try decodeSplit(orientation: 8)

        #expect(thumbnail.width == 4 && thumbnail.height == 8)
        #expect(Palette.isClose(thumbnail.pixel(x: 2, y: 0), to: Palette.blue))
        #expect(Palette.isClose(thumbnail.pixel(x: 2, y: 7), to: Palette.red))
    }

    @Test(
        "Every orientation puts the stored top-left quadrant where EXIF says",
        arguments: [(1, 0, 0), (2, 1, 0), (3, 1, 1), (4, 0, 1), (5, 0, 0), (6, 1, 0), (7, 1, 1), (8, 0, 1)])
    func quadrant(orientation: Int, column: Int, row: Int) throws {
        let fixture = JPEGFixture(width: 32, height: 32, exifOrientation: orientation) { x, y in
            x < 16 && y < 16 ? [255, 0, 0] : [0, 0, 255]
        }

        let thumbnail = try ImageDecoder.thumbnail(
            of: fixture.data, fitting: PixelSize(width: 8, height: 8), background: Palette.background)

        #expect(Palette.isClose(thumbnail.pixel(x: 1 + column * 6, y: 1 + row * 6), to: Palette.red))
        #expect(Palette.isClose(thumbnail.pixel(x: 6 - column * 6, y: 6 - row * 6), to: Palette.blue))
    }

    @Test("A missing or unknown orientation leaves the picture as stored", arguments: [nil, 0, 9, 200])
    func unknownOrientation(orientation: Int?) throws {
        let thumbnail = try decodeSplit(orientation: orientation)

        #expect(thumbnail.width == 8 && thumbnail.height == 4)
        #expect(Palette.isClose(thumbnail.pixel(x: 0, y: 2), to: Palette.red))
    }

    /// A 32×16 red|blue split stored with `orientation`, into an 8×8 box.
    private func decodeSplit(orientation: Int?) throws -> DecodedThumbnail {
        let fixture = JPEGFixture(
            width: 32, height: 16, exifOrientation: orientation, sample: redBlueSplit(width: 32))
        return try ImageDecoder.thumbnail(
            of: fixture.data, fitting: PixelSize(width: 8, height: 8), background: Palette.background)
    }
}
