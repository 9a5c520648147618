/// Averages the source pixels into the thumbnail's cells by how much of each cell they cover (an area filter), one
/// source row at a time: a source pixel that straddles two cells counts in both, by its share of each, so a
/// picture scaled by a ratio that is no whole number keeps its lines where they were and its tones even.
///
/// Memory: three sums per thumbnail pixel and one entry per source column, never a source picture.
/// Transparent pixels are composed over the background before they are summed.
struct AreaAccumulator {
    let size: PixelSize
    private let source: PixelSize
    private let background: (red: UInt64, green: UInt64, blue: UInt64)
    /// For each source column, the cells it covers (offsets within a thumbnail row) and by how much.
    private let columns: [AreaShare]
    private let rows: [AreaShare]
    private var sums: [UInt64]

    init(source: PixelSize, thumbnail: PixelSize, background: RGB) {
        self.source = source
        self.size = thumbnail
        self.background = (UInt64(background.red), UInt64(background.green), UInt64(background.blue))
        columns = AreaShare.shares(source: source.width, cells: thumbnail.width, stride: 3)
        rows = AreaShare.shares(source: source.height, cells: thumbnail.height, stride: thumbnail.width * 3)
        sums = [UInt64](repeating: 0, count: thumbnail.width * thumbnail.height * 3)
    }

    /// Adds `count` RGBA pixels of source row `y`, the first at column `firstX`, the next ones `stepX` apart.
    mutating func add(rgba row: UnsafeBufferPointer<UInt8>, y: Int, firstX: Int = 0, stepX: Int = 1, count: Int) {
        let lastX = firstX + (count - 1) * stepX
        guard count > 0, (0..<source.height).contains(y), firstX >= 0, lastX < source.width, row.count >= count * 4
        else { return }
        let share = rows[y]
        let background = background
        columns.withUnsafeBufferPointer { columns in
            sums.withUnsafeMutableBufferPointer { sums in
                for index in 0..<count {
                    let alpha = UInt64(row[index * 4 + 3])
                    let clear = 255 - alpha
                    let red = UInt64(row[index * 4]) * alpha + background.red * clear
                    let green = UInt64(row[index * 4 + 1]) * alpha + background.green * clear
                    let blue = UInt64(row[index * 4 + 2]) * alpha + background.blue * clear
                    let column = columns[firstX + index * stepX]
                    for part in 0..<share.count {
                        let (rowOffset, rowWeight) = share[part]
                        for columnPart in 0..<column.count {
                            let (columnOffset, columnWeight) = column[columnPart]
                            let cell = rowOffset + columnOffset
                            let weight = rowWeight * columnWeight
                            sums[cell] &+= red * weight
                            sums[cell + 1] &+= green * weight
                            sums[cell + 2] &+= blue * weight
                        }
                    }
                }
            }
        }
    }

    /// The averages, three bytes per thumbnail pixel.
    func pixels() -> [UInt8] {
        // Every cell is covered whole: `source` units across and down, each 255 for the alpha.
        let weight = UInt64(source.width) * UInt64(source.height) * 255
        return sums.map { UInt8(clamping: ($0 + weight / 2) / weight) }
    }
}

/// The one or two thumbnail cells a source pixel covers along one axis, and how much of each, in units where a
/// source pixel is `cells` long and a cell `source` long.
struct AreaShare {
    private let first: (offset: Int, weight: UInt64)
    private let second: (offset: Int, weight: UInt64)
    /// 1, or 2 when the pixel straddles two cells.
    let count: Int

    subscript(part: Int) -> (offset: Int, weight: UInt64) { part == 0 ? first : second }

    static func shares(source: Int, cells: Int, stride: Int) -> [AreaShare] {
        (0..<source).map { index in
            let (start, end) = (index * cells, (index + 1) * cells)
            let cell = start / source
            let boundary = (cell + 1) * source
            guard end > boundary, cell + 1 < cells else {
                return AreaShare(first: (cell * stride, UInt64(cells)), second: (0, 0), count: 1)
            }
            return AreaShare(
                first: (cell * stride, UInt64(boundary - start)),
                second: ((cell + 1) * stride, UInt64(end - boundary)), count: 2)
        }
    }
}
