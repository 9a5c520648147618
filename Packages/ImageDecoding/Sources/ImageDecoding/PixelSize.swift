/// A width and a height in pixels.
public struct PixelSize: Sendable, Equatable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
