/// Averages every source pixel into the thumbnail cell it falls in (a box filter), one source row at a time.
///
/// Memory: three sums per thumbnail pixel and one entry per source column, never a source picture.
/// Transparent pixels are composed over the background before they are summed.
struct AreaAccumulator {
    let size: PixelSize
    private let source: PixelSize
    private let background: (red: UInt64, green: UInt64, blue: UInt64)
    /// For each source column, the offset of its cell's sums within a thumbnail row.
    private let cellOffsets: [Int]
    private let columnCounts: [Int]
    private let rowCounts: [Int]
    private var sums: [UInt64]

    init(source: PixelSize, thumbnail: PixelSize, background: RGB) {
        self.source = source
        self.size = thumbnail
        self.background = (UInt64(background.red), UInt64(background.green), UInt64(background.blue))
        cellOffsets = (0..<source.width).map { $0 * thumbnail.width / source.width * 3 }
        columnCounts = Self.counts(source: source.width, cells: thumbnail.width)
        rowCounts = Self.counts(source: source.height, cells: thumbnail.height)
        sums = [UInt64](repeating: 0, count: thumbnail.width * thumbnail.height * 3)
    }

    /// Adds `count` RGBA pixels of source row `y`, the first at column `firstX`, the next ones `stepX` apart.
    mutating func add(rgba row: UnsafeBufferPointer<UInt8>, y: Int, firstX: Int = 0, stepX: Int = 1, count: Int) {
        let lastX = firstX + (count - 1) * stepX
        guard count > 0, (0..<source.height).contains(y), firstX >= 0, lastX < source.width, row.count >= count * 4
        else { return }
        let rowBase = y * size.height / source.height * size.width * 3
        let background = background
        cellOffsets.withUnsafeBufferPointer { offsets in
            sums.withUnsafeMutableBufferPointer { sums in
                for index in 0..<count {
                    let cell = rowBase + offsets[firstX + index * stepX]
                    let alpha = UInt64(row[index * 4 + 3])
                    let clear = 255 - alpha
                    sums[cell] &+= UInt64(row[index * 4]) * alpha + background.red * clear
                    sums[cell + 1] &+= UInt64(row[index * 4 + 1]) * alpha + background.green * clear
                    sums[cell + 2] &+= UInt64(row[index * 4 + 2]) * alpha + background.blue * clear
                }
            }
        }
    }

    /// The averages, three bytes per thumbnail pixel.
    func pixels() -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: sums.count)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let weight = UInt64(max(columnCounts[x] * rowCounts[y], 1) * 255)
                let cell = (y * size.width + x) * 3
                for channel in 0..<3 {
                    pixels[cell + channel] = UInt8(clamping: (sums[cell + channel] + weight / 2) / weight)
                }
            }
        }
        return pixels
    }

    /// How many of `source` indices fall in each of `cells` cells, with index `i` in cell `i * cells / source`.
    private static func counts(source: Int, cells: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: cells)
        for index in 0..<source { counts[index * cells / source] += 1 }
        return counts
    }
}
