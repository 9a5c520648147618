import CWebPRuntime
import Foundation

/// A WebP made at test time through libwebp's encoder, from a function of (x, y) giving each pixel's RGBA.
struct WebPFixture {
    var width: Int
    var height: Int
    var lossless = false
    var sample: (_ x: Int, _ y: Int) -> [UInt8]

    var data: Data {
        let pixels = (0..<height).flatMap { y in (0..<width).flatMap { x in sample(x, y) } }
        var output: UnsafeMutablePointer<UInt8>?
        let (columns, rows, stride) = (Int32(width), Int32(height), Int32(width * 4))
        let count = webp_runtime_encode_rgba(pixels, columns, rows, stride, 95, lossless ? 1 : 0, &output)
        defer { webp_runtime_free(output) }
        guard count > 0, let output else { return Data() }
        return Data(bytes: output, count: count)
    }
}
