import CJPEGWriter
import Foundation
import ImageDecoding

/// A JPEG made at test time through libjpeg's compressor, from a function of (x, y) giving each pixel's samples.
struct JPEGFixture {
    enum Colours: Int32 {
        case grey = 1, rgb = 3, cmyk = 4
    }

    var width: Int
    var height: Int
    var colours = Colours.rgb
    var progressive = false
    var adobeMarker = true
    var quality: Int32 = 95
    var exifOrientation: Int?
    var sample: (_ x: Int, _ y: Int) -> [UInt8]

    var data: Data {
        let pixels = (0..<height).flatMap { y in (0..<width).flatMap { x in sample(x, y) } }
        let app1 = exifOrientation.map(Self.exif) ?? []
        var options = jpeg_writer_options(
            width: Int32(width), height: Int32(height), components: colours.rawValue, progressive: progressive ? 1 : 0,
            adobe_marker: adobeMarker ? 1 : 0, quality: quality, app1: nil, app1_count: app1.count)
        var output: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = app1.withUnsafeBufferPointer { app1 in
            options.app1 = app1.isEmpty ? nil : app1.baseAddress
            return jpeg_writer_encode(pixels, &options, &output, &count)
        }
        defer { jpeg_writer_free(output) }
        guard status == 0, let output else { return Data() }
        return Data(bytes: output, count: count)
    }

    /// An APP1 payload: "Exif\0\0", a big-endian TIFF header, one IFD holding the orientation tag.
    static func exif(orientation: Int) -> [UInt8] {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8]
        let entry: [UInt8] = [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0]
        return Array("Exif".utf8) + [0, 0] + tiff + [0, 1] + entry + [0, 0, 0, 0]
    }
}
