import Foundation
import ImageDecoding
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    @Test("A 1 MB PNG of 20000×20000 black pixels, allowed by the limits, decodes in a bounded memory")
    func bomb() throws {
        let bomb = PNGBomb.black(width: 20_000, height: 20_000)
        let limits = ImageDecodingLimits(maximumPixels: 400_000_000, maximumSide: 20_000)
        let peakBefore = peakResidentBytes()

        let thumbnail = try ImageDecoder.thumbnail(
            of: bomb, fitting: PixelSize(width: 80, height: 40), background: Palette.background, limits: limits)

        #expect(bomb.count < 1_300_000)
        #expect(thumbnail.width == 40 && thumbnail.height == 40 && thumbnail.rgb.allSatisfy { $0 == 0 })
        #expect(peakResidentBytes() - peakBefore < 64 << 20)
    }

    private let box = PixelSize(width: 8, height: 8)

    private func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
