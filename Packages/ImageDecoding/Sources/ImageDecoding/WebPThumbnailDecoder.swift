import CWebP

/// Decodes a still WebP through libwebp, which scales while it decodes (its rescaler averages the source pixels
/// into the thumbnail, alpha-weighted), then composes the RGBA result over the background.
///
/// A lossy WebP is decoded a few rows at a time. A lossless one makes libwebp keep the whole picture, 4 bytes a
/// pixel, as its format refers back to any earlier pixel. Animated WebPs are not decoded.
enum WebPThumbnailDecoder {
    static func decode(
        _ bytes: UnsafeRawBufferPointer, fitting box: PixelSize, background: RGB, limits: ImageDecodingLimits
    ) throws(ImageDecodingError) -> DecodedThumbnail {
        var config = WebPDecoderConfig()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), WebPInitDecoderConfig(&config) != 0,
            WebPGetFeatures(base, bytes.count, &config.input) == VP8_STATUS_OK
        else { throw .invalidData }
        guard config.input.has_animation == 0 else { throw .unsupportedFormat }
        let source = PixelSize(width: Int(config.input.width), height: Int(config.input.height))
        try limits.check(source)
        let target = ThumbnailSize.fitting(source, in: box)
        config.options.use_scaling = 1
        config.options.scaled_width = Int32(target.width)
        config.options.scaled_height = Int32(target.height)
        config.output.colorspace = MODE_RGBA
        guard WebPDecode(base, bytes.count, &config) == VP8_STATUS_OK else { throw .invalidData }
        defer { WebPFreeDecBuffer(&config.output) }
        let pixels = try compose(config.output.u.RGBA, size: target, background: background)
        return DecodedThumbnail(
            width: target.width, height: target.height, rgb: pixels, sourceSize: source, format: .webp)
    }

    private static func compose(_ output: WebPRGBABuffer, size: PixelSize, background: RGB) throws(ImageDecodingError)
        -> [UInt8]
    {
        guard let rows = output.rgba, output.stride >= Int32(size.width * 4) else { throw .invalidData }
        var accumulator = AreaAccumulator(source: size, thumbnail: size, background: background)
        for y in 0..<size.height {
            let row = UnsafeBufferPointer(start: rows + y * Int(output.stride), count: size.width * 4)
            accumulator.add(rgba: row, y: y, count: size.width)
        }
        return accumulator.pixels()
    }
}
