import Foundation

/// Where the renderer puts the selected image: 0-based cell coordinates of its box, and the bytes.
public struct ImagePlacement: Equatable, Sendable {
    public let data: Data
    public let column: Int
    public let row: Int
    public let columns: Int
    public let rows: Int

    public init(data: Data, column: Int, row: Int, columns: Int, rows: Int) {
        self.data = data
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
    }
}
