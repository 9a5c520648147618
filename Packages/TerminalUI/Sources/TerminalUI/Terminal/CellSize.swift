#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of one character cell in pixels, which sixel and kitty pictures are sized by.
public struct CellSize: Sendable, Equatable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size assumed when the terminal does not report one: 10×20.
    public static let fallback = CellSize(width: 10, height: 20)

    /// How many times taller than wide a cell is.
    public var aspect: Double { Double(height) / Double(width) }

    /// The cell size of the terminal on `descriptor`, from its window size in pixels; nil when it reports none.
    public static func of(descriptor: Int32) -> CellSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 else { return nil }
        return CellSize(
            pixelWidth: Int(window.ws_xpixel), pixelHeight: Int(window.ws_ypixel), columns: Int(window.ws_col),
            rows: Int(window.ws_row))
    }

    /// The window's pixel size shared out over its cells; nil when any of them is 0 (not reported).
    init?(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0, pixelWidth >= columns, pixelHeight >= rows else {
            return nil
        }
        self.init(width: pixelWidth / columns, height: pixelHeight / rows)
    }
}
