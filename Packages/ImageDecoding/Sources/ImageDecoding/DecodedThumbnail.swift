/// A picture scaled down to fit a box, upright, with any transparency composed over a background.
public struct DecodedThumbnail: Sendable, Equatable {
    /// The thumbnail's number of columns.
    public let width: Int
    /// The thumbnail's number of rows.
    public let height: Int
    /// Three bytes (red, green, blue) per pixel, row after row from the top left.
    public let rgb: [UInt8]
    /// The size of the whole picture, after its EXIF orientation.
    public let sourceSize: PixelSize
    /// The format the picture was stored in.
    public let format: ImageFormat

    /// A thumbnail of these pixels.
    public init(width: Int, height: Int, rgb: [UInt8], sourceSize: PixelSize, format: ImageFormat) {
        self.width = width
        self.height = height
        self.rgb = rgb
        self.sourceSize = sourceSize
        self.format = format
    }

    /// The colour at column `x` and row `y`, or nil outside the thumbnail.
    public func pixel(x: Int, y: Int) -> RGB? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 3
        return RGB(red: rgb[index], green: rgb[index + 1], blue: rgb[index + 2])
    }
}
