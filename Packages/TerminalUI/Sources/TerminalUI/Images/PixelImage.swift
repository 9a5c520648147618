/// A decoded picture, ready to draw: `width`×`height` pixels of 3 bytes (red, green, blue), row by row.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Red, green and blue of each pixel, row after row from the top left.
    public let rgb: [UInt8]

    /// Nil unless both sizes are positive and `rgb` holds exactly `width`×`height`×3 bytes.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 3, rgb.count == pixels * 3 else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The colour of the pixel in column `x`, row `y` (both inside the image).
    func color(x: Int, y: Int) -> RGBColor {
        let offset = (y * width + x) * 3
        return RGBColor(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
    }
}
