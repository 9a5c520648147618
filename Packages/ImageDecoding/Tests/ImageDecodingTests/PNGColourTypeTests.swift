import Foundation
import ImageDecoding
import Testing

@Suite("PNG colour types and bit depths")
struct PNGColourTypeTests {
    @Test("Every colour type and bit depth decodes a left|right split to the right colours", arguments: splitCases)
    func decodesSplit(_ split: SplitCase) throws {
        let thumbnail = try decode(split.fixture)

        #expect(thumbnail.width == 4 && thumbnail.height == 2)
        #expect(thumbnail.leftAndRight == (split.left, split.right))
        #expect(thumbnail.pixel(x: 1, y: 1) == split.left && thumbnail.pixel(x: 2, y: 1) == split.right)
    }

    @Test("The same split, Adam7-interlaced, decodes the same", arguments: splitCases)
    func decodesInterlacedSplit(_ split: SplitCase) throws {
        var fixture = split.fixture
        fixture.interlaced = true

        let thumbnail = try decode(fixture)

        #expect(thumbnail.leftAndRight == (split.left, split.right))
    }

    @Test(
        "An interlaced picture of odd size averages to exactly what its plain twin gives",
        arguments: [(37, 23), (1, 1), (3, 9), (9, 2)])
    func interlacedMatchesPlain(width: Int, height: Int) throws {
        var fixture = PNGFixture(width: width, height: height, colorType: .rgb, bitDepth: 8) { x, y in
            [x * 255 / width, y * 255 / height, (x * y) % 256]
        }
        let plain = try decode(fixture, box: PixelSize(width: 10, height: 10))
        fixture.interlaced = true

        let interlaced = try decode(fixture, box: PixelSize(width: 10, height: 10))

        #expect(interlaced == plain)
    }

    @Test("An 8-bit grey level comes out as that grey")
    func greyLevel() throws {
        let fixture = PNGFixture(width: 4, height: 4, colorType: .grey, bitDepth: 8) { _, _ in [0x80] }

        let thumbnail = try decode(fixture)

        #expect(thumbnail.pixel(x: 0, y: 0) == RGB(red: 0x80, green: 0x80, blue: 0x80))
    }

    private func decode(_ fixture: PNGFixture, box: PixelSize = PixelSize(width: 4, height: 4)) throws
        -> DecodedThumbnail
    {
        try ImageDecoder.thumbnail(of: fixture.data, fitting: box, background: Palette.background)
    }
}
