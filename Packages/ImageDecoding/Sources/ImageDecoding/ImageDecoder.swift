import Foundation

/// Decodes PNG, JPEG and WebP pictures straight to small thumbnails, in memory bounded by the thumbnail and one row of
/// the source whatever the source's size (progressive JPEGs and lossless WebPs excepted: their formats need more).
public enum ImageDecoder {
    /// The format the first bytes announce (PNG, JPEG or WebP signature), or nil.
    public static func format(of bytes: some Collection<UInt8>) -> ImageFormat? {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        let riff: [UInt8] = [0x52, 0x49, 0x46, 0x46]
        let webp: [UInt8] = [0x57, 0x45, 0x42, 0x50]
        if head.count == 12, head.starts(with: riff), Array(head[8..<12]) == webp { return .webp }
        return nil
    }

    /// The picture in `data` (PNG, JPEG or still WebP) scaled down to fit `box` (keeping its aspect ratio, never enlarged, at least 1×1,
    /// at most 4096 on a side), upright by its EXIF orientation, transparency composed over `background`.
    ///
    /// The header's size is checked against `limits` before any pixel is decoded.
    public static func thumbnail(
        of data: Data, fitting box: PixelSize, background: RGB, limits: ImageDecodingLimits = .default
    ) throws(ImageDecodingError) -> DecodedThumbnail {
        guard let format = format(of: data) else { throw .unsupportedFormat }
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(ImageDecodingError) in
                switch format {
                case .png:
                    try PNGThumbnailDecoder.decode(bytes, fitting: box, background: background, limits: limits)
                case .jpeg:
                    try JPEGThumbnailDecoder.decode(bytes, fitting: box, background: background, limits: limits)
                case .webp:
                    try WebPThumbnailDecoder.decode(bytes, fitting: box, background: background, limits: limits)
                }
            }
        }
        return try result.get()
    }
}
