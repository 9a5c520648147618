import Foundation
import ImageDecoding
import Testing

@Suite("The size of a picture, read from its header alone")
struct PictureSizeTests {
    @Test("a PNG's size is its IHDR's")
    func pngSize() {
        let png = PNGFixture(width: 48, height: 20, colorType: .rgb, bitDepth: 8) { _, _ in [0, 0, 0] }

        #expect(ImageDecoder.size(of: png.data) == PixelSize(width: 48, height: 20))
    }

    @Test("a JPEG's size is its frame's, turned upright by its EXIF orientation", arguments: [nil, 1, 6, 8])
    func jpegSize(orientation: Int?) {
        let jpeg = JPEGFixture(width: 64, height: 24, exifOrientation: orientation) { _, _ in [0, 0, 0] }
        let sideways = orientation == 6 || orientation == 8

        let size = ImageDecoder.size(of: jpeg.data)

        #expect(size == (sideways ? PixelSize(width: 24, height: 64) : PixelSize(width: 64, height: 24)))
    }

    @Test("a lossy and a lossless WebP's size is its bitstream's", arguments: [false, true])
    func webpSize(lossless: Bool) {
        let webp = WebPFixture(width: 30, height: 10, lossless: lossless) { _, _ in [0, 0, 0, 255] }

        #expect(ImageDecoder.size(of: webp.data) == PixelSize(width: 30, height: 10))
    }

    @Test("no size for bytes that are no picture, nor for a header cut short")
    func noSize() {
        let jpeg = JPEGFixture(width: 64, height: 24) { _, _ in [0, 0, 0] }.data

        #expect(ImageDecoder.size(of: Data("not a picture".utf8)) == nil)
        #expect(ImageDecoder.size(of: jpeg.prefix(4)) == nil)
        #expect(ImageDecoder.size(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == nil)
    }
}
