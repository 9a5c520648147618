import CJPEGShim
import Foundation

extension ImageDecoder {
    /// The width and height of the picture in `data` (PNG, JPEG or WebP), upright by its EXIF orientation, read from
    /// its header without decoding a pixel; nil for bytes that are no such picture or a header cut short.
    public static func size(of data: Data) -> PixelSize? {
        guard let format = format(of: data) else { return nil }
        return data.withUnsafeBytes { bytes in
            switch format {
            case .png: try? PNGThumbnailDecoder.declaredSize(bytes)
            case .jpeg: jpegSize(bytes)
            case .webp: WebPThumbnailDecoder.size(bytes)
            }
        }
    }

    private static func jpegSize(_ bytes: UnsafeRawBufferPointer) -> PixelSize? {
        var shim: OpaquePointer?
        var info = jpeg_shim_info()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
            jpeg_shim_open(base, bytes.count, &shim, &info) == Int32(JPEG_SHIM_OK), let shim
        else { return nil }
        jpeg_shim_close(shim)
        let stored = PixelSize(width: Int(info.width), height: Int(info.height))
        return ExifOrientationReader(bytes).orientation.upright(stored)
    }
}
