import Foundation
import ImageDecoding
import Testing

@Suite("WebP decoding")
struct WebPDecodingTests {
    @Test("A lossy and a lossless red|blue split come out red left and blue right", arguments: [false, true])
    func decodesSplit(lossless: Bool) throws {
        let fixture = WebPFixture(width: 64, height: 32, lossless: lossless) { x, _ in
            x < 32 ? [255, 0, 0, 255] : [0, 0, 255, 255]
        }

        let thumbnail = try decode(fixture.data)

        #expect(thumbnail.width == 8 && thumbnail.height == 4 && thumbnail.format == .webp)
        #expect(thumbnail.sourceSize == PixelSize(width: 64, height: 32))
        #expect(Palette.isClose(thumbnail.leftAndRight.0, to: Palette.red, tolerance: 12))
        #expect(Palette.isClose(thumbnail.leftAndRight.1, to: Palette.blue, tolerance: 12))
    }

    @Test("A lossless WebP's 50% alpha is composed over the background")
    func composesAlpha() throws {
        let fixture = WebPFixture(width: 16, height: 16, lossless: true) { _, _ in [0, 0, 255, 128] }

        let thumbnail = try decode(fixture.data)

        #expect(Palette.isClose(thumbnail.pixel(x: 1, y: 1), to: Palette.over(Palette.blue, alpha: 128), tolerance: 2))
    }

    @Test("A WebP cut anywhere after its signature is invalid data")
    func truncated() {
        let bytes = WebPFixture(width: 24, height: 16) { x, y in [UInt8(x * 10), UInt8(y * 15), 90, 255] }.data

        for length in 12..<bytes.count {
            #expect(throws: ImageDecodingError.invalidData, "cut at \(length)") { try decode(bytes.prefix(length)) }
        }
    }

    @Test("A WebP signature followed by garbage is invalid data")
    func garbage() {
        let bytes =
            Array("RIFF\u{40}\u{0}\u{0}\u{0}WEBPVP8 ".utf8) + (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 31) }

        #expect(throws: ImageDecodingError.invalidData) { try decode(Data(bytes)) }
    }

    @Test("A WebP past the caller's limits is refused from its header")
    func tooLarge() {
        let data = WebPFixture(width: 20, height: 10) { _, _ in [0, 0, 0, 255] }.data
        let limits = ImageDecodingLimits(maximumPixels: 100, maximumSide: 1000)

        #expect(throws: ImageDecodingError.tooLarge(width: 20, height: 10)) {
            try ImageDecoder.thumbnail(
                of: data, fitting: PixelSize(width: 8, height: 8), background: Palette.background, limits: limits)
        }
    }

    private func decode(_ data: Data) throws -> DecodedThumbnail {
        try ImageDecoder.thumbnail(of: data, fitting: PixelSize(width: 8, height: 8), background: Palette.background)
    }
}
