import Foundation
import ImageDecoding
import Testing

@Suite("Thumbnail size")
struct ThumbnailSizeTests {
    @Test(
        "The thumbnail keeps the aspect ratio and fits the box, never enlarged, at least 1×1",
        arguments: [
            (300, 100, 30, 30, 30, 10), (100, 300, 30, 30, 10, 30), (300, 100, 300, 10, 30, 10),
            (20, 10, 80, 40, 20, 10), (1000, 1, 80, 40, 80, 1), (1, 1000, 80, 40, 1, 40), (40, 20, 0, 0, 1, 1),
            (17, 13, 16, 16, 16, 12),
        ])
    func fits(width: Int, height: Int, boxWidth: Int, boxHeight: Int, expectedWidth: Int, expectedHeight: Int)
        throws
    {
        let fixture = PNGFixture(width: width, height: height, colorType: .grey, bitDepth: 1) { _, _ in [1] }

        let thumbnail = try ImageDecoder.thumbnail(
            of: fixture.data, fitting: PixelSize(width: boxWidth, height: boxHeight), background: Palette.background)

        #expect(
            PixelSize(width: thumbnail.width, height: thumbnail.height)
                == .init(width: expectedWidth, height: expectedHeight))
        #expect(thumbnail.sourceSize == PixelSize(width: width, height: height))
        #expect(thumbnail.rgb.count == expectedWidth * expectedHeight * 3)
    }

    @Test("Averaging a red|blue pair into one pixel gives their mean")
    func averages() throws {
        let fixture = PNGFixture(width: 2, height: 1, colorType: .rgb, bitDepth: 8) { x, _ in
            x == 0 ? [255, 0, 0] : [0, 0, 255]
        }

        let thumbnail = try ImageDecoder.thumbnail(
            of: fixture.data, fitting: PixelSize(width: 1, height: 1), background: Palette.background)

        let mean = UInt8((255 + 0 + 1) / 2)
        #expect(thumbnail.pixel(x: 0, y: 0) == RGB(red: mean, green: 0, blue: mean))
    }

    @Test("A pixel that straddles two thumbnail pixels counts in both, by its share of each")
    func straddlingPixelIsShared() throws {
        let greys = [30, 90, 150]
        let fixture = PNGFixture(width: 3, height: 1, colorType: .rgb, bitDepth: 8) { x, _ in
            [greys[x], greys[x], greys[x]]
        }

        let thumbnail = try ImageDecoder.thumbnail(
            of: fixture.data, fitting: PixelSize(width: 2, height: 1), background: Palette.background)

        // Each thumbnail pixel covers 1.5 source pixels: the whole of one and half of the middle one.
        #expect(thumbnail.pixel(x: 0, y: 0) == RGB(red: 50, green: 50, blue: 50))
        #expect(thumbnail.pixel(x: 1, y: 0) == RGB(red: 130, green: 130, blue: 130))
    }

    @Test(
        "A JPEG is decoded at the largest DCT reduction still at least the thumbnail",
        arguments: [(4000, 3000, 53, 40, 8), (100, 100, 40, 40, 2), (100, 100, 25, 25, 4), (100, 100, 100, 100, 1)])
    func dctScale(width: Int, height: Int, targetWidth: Int, targetHeight: Int, expected: Int) {
        let denominator = JPEGScale.denominator(
            stored: PixelSize(width: width, height: height), target: PixelSize(width: targetWidth, height: targetHeight)
        )

        #expect(denominator == expected)
    }
}
