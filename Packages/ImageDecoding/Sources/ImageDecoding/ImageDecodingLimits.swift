/// The largest picture the decoder accepts, checked against the header before any pixel is decoded.
public struct ImageDecodingLimits: Sendable {
    /// The most pixels (width × height) a picture may declare; 100 million by default.
    public var maximumPixels: Int
    /// The longest side a picture may declare; 65,535 by default.
    public var maximumSide: Int

    /// Limits of `maximumPixels` pixels and `maximumSide` on either side.
    public init(maximumPixels: Int = 100_000_000, maximumSide: Int = 65_535) {
        self.maximumPixels = maximumPixels
        self.maximumSide = maximumSide
    }

    /// 100 million pixels (a 108-megapixel phone sensor is refused, a 50-megapixel one accepted), 65,535 per side.
    public static let `default` = ImageDecodingLimits()

    func check(_ size: PixelSize) throws(ImageDecodingError) {
        guard size.width > 0, size.height > 0 else { throw .invalidData }
        let sideFits = size.width <= maximumSide && size.height <= maximumSide
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard sideFits, !pixels.overflow, pixels.partialValue <= maximumPixels else {
            throw .tooLarge(width: size.width, height: size.height)
        }
    }
}
