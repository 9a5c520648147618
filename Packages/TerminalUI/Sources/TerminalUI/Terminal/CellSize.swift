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

    /// The window's pixel size shared out over its cells; nil when any of them is 0 (not reported) or the cell
    /// makes no sense (see ``init(plausibleWidth:height:)``).
    init?(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 else { return nil }
        self.init(plausibleWidth: pixelWidth / columns, height: pixelHeight / rows)
    }

    /// A cell of this size when it makes sense for text: 4 to 128 pixels wide, 8 to 256 tall, one to four times
    /// taller than wide. A 640×480 window on a 200-column terminal (3×12 cells) is not believed.
    init?(plausibleWidth width: Int, height: Int) {
        guard (4...128).contains(width), (8...256).contains(height), height >= width, height <= 4 * width else {
            return nil
        }
        self.init(width: width, height: height)
    }
}
