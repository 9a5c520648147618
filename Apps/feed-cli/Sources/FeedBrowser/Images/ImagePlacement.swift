import Foundation

/// Where the renderer puts the selected image: 0-based cell coordinates of its box, and the bytes.
struct ImagePlacement: Equatable, Sendable {
    let data: Data
    let column: Int
    let row: Int
    let columns: Int
    let rows: Int
}
