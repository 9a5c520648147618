import CPNGShim

/// Decodes a PNG row by row through libpng into an ``AreaAccumulator``: every colour type and bit depth arrives
/// as 8-bit RGBA. An Adam7-interlaced picture arrives pass by pass, each pass row holding only that pass's
/// pixels, which the accumulator places at their columns: no pass is ever combined into a full picture.
enum PNGThumbnailDecoder {
    /// The most bytes libpng may allocate for one ancillary chunk (text, colour profile).
    static let maximumChunkBytes = 4 << 20

    static func decode(
        _ bytes: UnsafeRawBufferPointer, fitting box: PixelSize, background: RGB, limits: ImageDecodingLimits
    ) throws(ImageDecodingError) -> DecodedThumbnail {
        let declared = try declaredSize(bytes)
        try limits.check(declared)
        let (shim, interlaced) = try open(bytes, declared: declared, limits: limits)
        defer { png_shim_close(shim) }
        var accumulator = AreaAccumulator(
            source: declared, thumbnail: ThumbnailSize.fitting(declared, in: box), background: background)
        try readRows(shim, size: declared, interlaced: interlaced, into: &accumulator)
        let size = accumulator.size
        return DecodedThumbnail(
            width: size.width, height: size.height, rgb: accumulator.pixels(), sourceSize: declared, format: .png)
    }

    /// libpng, past the chunks before the image data, with its limits set; whether the rows are interlaced.
    private static func open(_ bytes: UnsafeRawBufferPointer, declared: PixelSize, limits: ImageDecodingLimits)
        throws(ImageDecodingError) -> (OpaquePointer, interlaced: Bool)
    {
        var shim: OpaquePointer?
        var info = png_shim_info()
        let maximumSide = UInt32(clamping: min(limits.maximumSide, Int(Int32.max)))
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            png_shim_open(base, bytes.count, maximumSide, maximumChunkBytes, &shim, &info) == Int32(PNG_SHIM_OK),
            let shim
        else { throw .invalidData }
        guard Int(info.width) == declared.width, Int(info.height) == declared.height else {
            png_shim_close(shim)
            throw .invalidData
        }
        return (shim, info.interlaced != 0)
    }

    /// The width and height of the IHDR chunk, which must come first.
    static func declaredSize(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> PixelSize {
        let ihdr: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, Array(bytes[8..<16]) == ihdr else { throw .invalidData }
        let word = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PixelSize(width: word(16), height: word(20))
    }

    private static func readRows(
        _ shim: OpaquePointer, size: PixelSize, interlaced: Bool, into accumulator: inout AreaAccumulator
    ) throws(ImageDecodingError) {
        let passes = interlaced ? Adam7.passes : [Adam7(firstX: 0, firstY: 0, stepX: 1, stepY: 1)]
        var row = [UInt8](repeating: 0, count: size.width * 4)
        for pass in passes {
            let columns = pass.columns(width: size.width)
            guard columns > 0 else { continue }
            for index in 0..<pass.rows(height: size.height) {
                try row.withUnsafeMutableBufferPointer { (row) throws(ImageDecodingError) in
                    guard let base = row.baseAddress, png_shim_read_row(shim, base) == Int32(PNG_SHIM_OK) else {
                        throw .invalidData
                    }
                    accumulator.add(
                        rgba: UnsafeBufferPointer(row), y: pass.firstY + index * pass.stepY, firstX: pass.firstX,
                        stepX: pass.stepX, count: columns)
                }
            }
        }
    }
}
