import CZlib

/// A zlib stream (RFC 1950) for kitty's `o=z`, made by zlib itself: the library every process here has loaded
/// already (libpng and Foundation link it).
enum ZlibDeflate {
    /// The stream; nil only when zlib fails (it cannot allocate), and then the pixels go uncompressed.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(bytes.count))))
        var length = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &length, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        return status == Z_OK ? Array(output.prefix(Int(length))) : nil
    }
}
