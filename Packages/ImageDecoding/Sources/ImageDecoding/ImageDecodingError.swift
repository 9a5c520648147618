/// Why a picture could not be turned into a thumbnail.
public enum ImageDecodingError: Error, Equatable {
    /// The bytes are none of the formats this package decodes.
    case unsupportedFormat
    /// The bytes announce a format but are broken: truncated, corrupt or inconsistent.
    case invalidData
    /// The header declares a picture larger than the limits allow; nothing past the header was decoded.
    case tooLarge(width: Int, height: Int)
    /// The format's decoder is a library this machine does not have (WebP's libwebp is loaded when first needed).
    case decoderUnavailable(library: String)
}
