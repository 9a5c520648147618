import Foundation

/// Where the renderer puts a picture: 0-based cell coordinates of its box, and what to draw there.
public struct ImagePlacement: Equatable, Sendable {
    /// What a placement draws: the original file for iTerm2 (and kitty, when it is a PNG), or decoded pixels
    /// for kitty and sixel.
    public enum Content: Equatable, Sendable {
        /// The image file's bytes, decoded by the terminal.
        case file(Data)
        /// Pixels decoded by the program, at the size the box takes in the chosen protocol.
        case pixels(PixelImage)
    }

    public let content: Content
    public let column: Int
    public let row: Int
    public let columns: Int
    public let rows: Int

    public init(content: Content, column: Int, row: Int, columns: Int, rows: Int) {
        self.content = content
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
    }

    /// A placement of the image file's bytes.
    public init(data: Data, column: Int, row: Int, columns: Int, rows: Int) {
        self.init(content: .file(data), column: column, row: row, columns: columns, rows: rows)
    }

    /// A placement of decoded pixels.
    public init(pixels: PixelImage, column: Int, row: Int, columns: Int, rows: Int) {
        self.init(content: .pixels(pixels), column: column, row: row, columns: columns, rows: rows)
    }

    /// The file's bytes, or nil when the placement holds pixels.
    public var data: Data? {
        if case .file(let data) = content { return data }
        return nil
    }

    /// The picture's size in pixels: the pixels', or a PNG file's from its header; nil for other files.
    var pixelSize: (width: Int, height: Int)? {
        switch content {
        case .file(let data): PNGHeader(data).map { ($0.width, $0.height) }
        case .pixels(let image): (image.width, image.height)
        }
    }

    /// How many bytes the content holds, to keep what is sent to the terminal bounded.
    var byteCount: Int {
        switch content {
        case .file(let data): data.count
        case .pixels(let image): image.rgb.count
        }
    }

    /// The rows of the box.
    var rowRange: Range<Int> { row..<row + max(rows, 0) }

    /// The columns of the box.
    var columnRange: Range<Int> { column..<column + max(columns, 0) }
}
