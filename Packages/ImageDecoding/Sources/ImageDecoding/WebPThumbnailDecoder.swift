import CWebPRuntime

/// Decodes a still WebP through libwebp, which scales while it decodes (its rescaler averages the source pixels
/// into the thumbnail, alpha-weighted), then composes the RGBA result over the background.
///
/// libwebp is loaded from its runtime library when the first WebP arrives, so building needs no WebP header;
/// without the library, WebP is `decoderUnavailable`. A lossy WebP is decoded a few rows at a time. A lossless
/// one makes libwebp keep the whole picture, 4 bytes a pixel, as its format refers back to any earlier pixel.
/// Animated WebPs are not decoded.
enum WebPThumbnailDecoder {
    static func decode(
        _ bytes: UnsafeRawBufferPointer, fitting box: PixelSize, background: RGB, limits: ImageDecodingLimits
    ) throws(ImageDecodingError) -> DecodedThumbnail {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw .invalidData }
        var (width, height, animated): (Int32, Int32, Int32) = (0, 0, 0)
        try check(webp_runtime_features(base, bytes.count, &width, &height, &animated))
        guard animated == 0 else { throw .unsupportedFormat }
        let source = PixelSize(width: Int(width), height: Int(height))
        try limits.check(source)
        let target = ThumbnailSize.fitting(source, in: box)
        let stride = target.width * 4
        var rgba = [UInt8](repeating: 0, count: stride * target.height)
        try check(
            rgba.withUnsafeMutableBufferPointer { rgba in
                webp_runtime_decode_rgba(
                    base, bytes.count, Int32(target.width), Int32(target.height), rgba.baseAddress, stride)
            })
        return DecodedThumbnail(
            width: target.width, height: target.height, rgb: compose(rgba, size: target, background: background),
            sourceSize: source, format: .webp)
    }

    /// The picture's size from its header; nil for bytes libwebp refuses or when libwebp is missing.
    static func size(_ bytes: UnsafeRawBufferPointer) -> PixelSize? {
        var (width, height, animated): (Int32, Int32, Int32) = (0, 0, 0)
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            webp_runtime_features(base, bytes.count, &width, &height, &animated) == Int32(WEBP_RUNTIME_OK)
        else { return nil }
        return PixelSize(width: Int(width), height: Int(height))
    }

    private static func check(_ status: Int32) throws(ImageDecodingError) {
        switch status {
        case Int32(WEBP_RUNTIME_OK): return
        case Int32(WEBP_RUNTIME_MISSING): throw .decoderUnavailable(library: "libwebp")
        default: throw .invalidData
        }
    }

    private static func compose(_ rgba: [UInt8], size: PixelSize, background: RGB) -> [UInt8] {
        var accumulator = AreaAccumulator(source: size, thumbnail: size, background: background)
        rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<size.height {
                let row = UnsafeBufferPointer(rebasing: rgba[(y * size.width * 4)..<((y + 1) * size.width * 4)])
                accumulator.add(rgba: row, y: y, count: size.width)
            }
        }
        return accumulator.pixels()
    }
}
