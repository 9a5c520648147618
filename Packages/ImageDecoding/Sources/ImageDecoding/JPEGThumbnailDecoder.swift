import CJPEGShim

/// Decodes a JPEG through libjpeg at the smallest DCT scale (1/8, 1/4, 1/2 or 1) that still covers the thumbnail,
/// then averages the scaled rows into an ``AreaAccumulator`` and turns the result upright by its EXIF orientation.
///
/// Baseline files are decoded one row at a time. A progressive file makes libjpeg keep the DCT coefficients of
/// the whole picture until its last scan (2 bytes per sample); that memory is capped at 8 bytes per allowed pixel.
enum JPEGThumbnailDecoder {
    /// More scans than any encoder writes: each costs a pass over the picture.
    static let maximumScans: Int32 = 500

    static func decode(
        _ bytes: UnsafeRawBufferPointer, fitting box: PixelSize, background: RGB, limits: ImageDecodingLimits
    ) throws(ImageDecodingError) -> DecodedThumbnail {
        var shim: OpaquePointer?
        var info = jpeg_shim_info()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            jpeg_shim_open(base, bytes.count, &shim, &info) == Int32(JPEG_SHIM_OK), let shim
        else { throw .invalidData }
        defer { jpeg_shim_close(shim) }
        let stored = PixelSize(width: Int(info.width), height: Int(info.height))
        try limits.check(stored)
        let orientation = ExifOrientationReader(bytes).orientation
        let target = orientation.upright(ThumbnailSize.fitting(orientation.upright(stored), in: box))
        let pixels = try decodeRows(
            shim, info: info, stored: stored, target: target, background: background, limits: limits)
        let upright = orientation.upright(target)
        return DecodedThumbnail(
            width: upright.width, height: upright.height, rgb: orientation.apply(to: pixels, size: target),
            sourceSize: orientation.upright(stored), format: .jpeg)
    }

    private static func decodeRows(
        _ shim: OpaquePointer, info: jpeg_shim_info, stored: PixelSize, target: PixelSize, background: RGB,
        limits: ImageDecodingLimits
    ) throws(ImageDecodingError) -> [UInt8] {
        let scaled = try start(shim, denominator: JPEGScale.denominator(stored: stored, target: target), limits: limits)
        var accumulator = AreaAccumulator(source: scaled, thumbnail: target, background: background)
        let colours = info.is_cmyk == 0 ? nil : CMYK(isInverted: info.is_adobe != 0)
        var row = [UInt8](repeating: 0, count: scaled.width * 4)
        for y in 0..<scaled.height {
            try row.withUnsafeMutableBufferPointer { (row) throws(ImageDecodingError) in
                guard let base = row.baseAddress, jpeg_shim_read_row(shim, base) == Int32(JPEG_SHIM_OK) else {
                    throw .invalidData
                }
                colours?.convertToRGBA(row)
                accumulator.add(rgba: UnsafeBufferPointer(row), y: y, count: scaled.width)
            }
        }
        return accumulator.pixels()
    }

    /// Starts libjpeg at 1/`denominator` scale, its memory capped at 8 bytes per allowed pixel; the scaled size.
    private static func start(_ shim: OpaquePointer, denominator: Int, limits: ImageDecodingLimits)
        throws(ImageDecodingError) -> PixelSize
    {
        let memory = limits.maximumPixels.multipliedReportingOverflow(by: 8)
        var width: UInt32 = 0
        var height: UInt32 = 0
        let status = jpeg_shim_start(
            shim, UInt32(denominator), memory.overflow ? Int.max : memory.partialValue, maximumScans, &width, &height)
        guard status == Int32(JPEG_SHIM_OK) else { throw .invalidData }
        return PixelSize(width: Int(width), height: Int(height))
    }
}
