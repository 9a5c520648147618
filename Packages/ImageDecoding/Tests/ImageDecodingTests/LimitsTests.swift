import Foundation
import ImageDecoding
import Testing

@Suite("Limits and decompression bombs")
struct LimitsTests {
    @Test(
        "A PNG header past the limits is refused before any image data",
        arguments: [(100_000, 100_000), (70_000, 1), (1, 70_000), (20_000, 20_000)])
    func pngTooLarge(width: Int, height: Int) {
        let header =
            PNGEncoding.signature
            + PNGEncoding.ihdr(width: width, height: height, bitDepth: 8, colorType: 2, interlaced: false)

        #expect(throws: ImageDecodingError.tooLarge(width: width, height: height)) {
            try ImageDecoder.thumbnail(of: Data(header), fitting: box, background: Palette.background)
        }
    }

    @Test("A JPEG whose frame header declares 60000×50000 is refused from the header")
    func jpegTooLarge() throws {
        var bytes = [UInt8](JPEGFixture(width: 16, height: 16, sample: redBlueSplit(width: 16)).data)
        let frame = try #require((2..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 5...frame + 8] = [0xC3, 0x50, 0xEA, 0x60]  // height 50000, width 60000

        #expect(throws: ImageDecodingError.tooLarge(width: 60_000, height: 50_000)) {
            try ImageDecoder.thumbnail(of: Data(bytes), fitting: box, background: Palette.background)
        }
    }

    @Test("Limits of the caller's own apply to both formats")
    func customLimits() {
        let limits = ImageDecodingLimits(maximumPixels: 100, maximumSide: 1000)
        let png = PNGFixture(width: 20, height: 10, colorType: .grey, bitDepth: 8) { _, _ in [0] }.data
        let jpeg = JPEGFixture(width: 20, height: 10, sample: redBlueSplit(width: 20)).data

        for data in [png, jpeg] {
            #expect(throws: ImageDecodingError.tooLarge(width: 20, height: 10)) {
                try ImageDecoder.thumbnail(of: data, fitting: box, background: Palette.background, limits: limits)
            }
        }
    }

    @Test("A 47 KB PNG of 4000×4000 black pixels, allowed by the limits, decodes in a bounded memory")
    func bomb() throws {
        // 48 MB of rows (64 MB as the RGBA libpng hands out): decoding them whole, not row by row, passes the bound
        // three times over. Small enough to decode in a second or two in a debug build; the ratio is the bomb's.
        let bomb = PNGBomb.black(width: 4_000, height: 4_000)
        let limits = ImageDecodingLimits(maximumPixels: 16_000_000, maximumSide: 4_000)
        let before = ResidentMemory.resetPeak()

        let thumbnail = try ImageDecoder.thumbnail(
            of: bomb, fitting: PixelSize(width: 80, height: 40), background: Palette.background, limits: limits)

        #expect(bomb.count < 48_000)
        #expect(thumbnail.width == 40 && thumbnail.height == 40 && thumbnail.rgb.allSatisfy { $0 == 0 })
        #expect(ResidentMemory.peak() - before < 16 << 20)
    }

    private let box = PixelSize(width: 8, height: 8)
}
