import Foundation
import ImageDecoding

/// Limits small enough that a run stays fast, large enough that a few-kilobyte input can still inflate to
/// megabytes of rows.
let fuzzLimits = ImageDecodingLimits(maximumPixels: 1_000_000, maximumSide: 8192)

/// A box from the input's length, so that one corpus tries many sizes, down to 1×1.
func fuzzBox(count: Int) -> PixelSize {
    PixelSize(width: 1 + count % 97, height: 1 + count / 97 % 53)
}

/// Decodes `data` into `box` and checks what any result must satisfy: the thumbnail fits the box and the
/// source, its pixels are all there, its format is the one the signature names; an oversized error names a size
/// past the limits; an unsupported format is one that is not PNG, JPEG or a still WebP.
func checkThumbnail(_ data: Data, box: PixelSize) {
    let format = ImageDecoder.format(of: data)
    do throws(ImageDecodingError) {
        let thumbnail = try ImageDecoder.thumbnail(
            of: data, fitting: box, background: RGB(red: 1, green: 2, blue: 3), limits: fuzzLimits)
        require(thumbnail.format == format, "format \(thumbnail.format) for a \(String(describing: format)) signature")
        require(thumbnail.width >= 1 && thumbnail.height >= 1, "empty thumbnail \(thumbnail.width)×\(thumbnail.height)")
        require(thumbnail.width <= box.width && thumbnail.height <= box.height, "thumbnail larger than \(box)")
        let source = thumbnail.sourceSize
        require(
            thumbnail.width <= source.width && thumbnail.height <= source.height, "thumbnail larger than \(source)")
        require(source.width * source.height <= fuzzLimits.maximumPixels, "decoded past the limits: \(source)")
        require(thumbnail.rgb.count == thumbnail.width * thumbnail.height * 3, "rgb has \(thumbnail.rgb.count) bytes")
    } catch .tooLarge(let width, let height) {
        let past =
            width > fuzzLimits.maximumSide || height > fuzzLimits.maximumSide
            || width * height > fuzzLimits.maximumPixels
        require(past, "tooLarge(\(width), \(height)) within the limits")
    } catch {
        // An animated WebP is a WebP that is not decoded.
        let expected: [ImageDecodingError] =
            switch format {
            case .png, .jpeg: [.invalidData]
            case .webp: [.invalidData, .unsupportedFormat]
            case nil: [.unsupportedFormat]
            }
        require(expected.contains(error), "\(error) for a \(String(describing: format)) signature")
    }
}
