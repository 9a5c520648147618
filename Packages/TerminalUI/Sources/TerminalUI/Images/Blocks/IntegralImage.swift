/// The summed-area table of a picture: the sum of each channel over any rectangle in four look-ups.
struct IntegralImage {
    let width: Int
    let height: Int
    /// `(width + 1)·(height + 1)` entries of 3 sums, red, green, blue: the pixels above and left of each corner.
    private let sums: [Int]

    init(_ image: PixelImage) {
        width = image.width
        height = image.height
        let stride = (width + 1) * 3
        var sums = [Int](repeating: 0, count: stride * (height + 1))
        image.rgb.withUnsafeBufferPointer { rgb in
            sums.withUnsafeMutableBufferPointer { table in
                for y in 0..<image.height {
                    var row = (0, 0, 0)
                    let above = y * stride
                    let here = above + stride
                    for x in 0..<image.width {
                        let pixel = (y * image.width + x) * 3
                        row.0 += Int(rgb[pixel])
                        row.1 += Int(rgb[pixel + 1])
                        row.2 += Int(rgb[pixel + 2])
                        let corner = 3 * (x + 1)
                        table[here + corner] = table[above + corner] + row.0
                        table[here + corner + 1] = table[above + corner + 1] + row.1
                        table[here + corner + 2] = table[above + corner + 2] + row.2
                    }
                }
            }
        }
        self.sums = sums
    }

    /// The summed colour of the pixels in columns `x0..<x1`, rows `y0..<y1`, and how many there are.
    func region(x0: Int, x1: Int, y0: Int, y1: Int) -> RegionSum {
        let stride = (width + 1) * 3
        let (topLeft, topRight) = (y0 * stride + 3 * x0, y0 * stride + 3 * x1)
        let (bottomLeft, bottomRight) = (y1 * stride + 3 * x0, y1 * stride + 3 * x1)
        return sums.withUnsafeBufferPointer { table in
            func channel(_ c: Int) -> Double {
                Double(table[bottomRight + c] - table[bottomLeft + c] - table[topRight + c] + table[topLeft + c])
            }
            return RegionSum(red: channel(0), green: channel(1), blue: channel(2), count: Double((x1 - x0) * (y1 - y0)))
        }
    }
}
