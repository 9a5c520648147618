extension PixelImage {
    /// The picture stretched to `width`×`height` pixels, each new pixel interpolated between the four nearest old
    /// ones (bilinear), so a small picture drawn large is smooth rather than made of blocks.
    func enlarged(width: Int, height: Int) -> PixelImage {
        let xs = Self.samples(width, from: self.width)
        let ys = Self.samples(height, from: self.height)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        self.rgb.withUnsafeBufferPointer { source in
            for (y, row) in ys.enumerated() {
                for (x, column) in xs.enumerated() {
                    let corners = [
                        (row.low * self.width + column.low, (1 - row.weight) * (1 - column.weight)),
                        (row.low * self.width + column.high, (1 - row.weight) * column.weight),
                        (row.high * self.width + column.low, row.weight * (1 - column.weight)),
                        (row.high * self.width + column.high, row.weight * column.weight),
                    ]
                    for channel in 0..<3 {
                        let value = corners.reduce(0.0) { $0 + Double(source[$1.0 * 3 + channel]) * $1.1 }
                        rgb[(y * width + x) * 3 + channel] = UInt8(clamping: Int(value.rounded()))
                    }
                }
            }
        }
        return PixelImage(width: width, height: height, rgb: rgb) ?? self
    }

    /// For each of `count` new positions, the two old ones around its centre and the weight of the second.
    private static func samples(_ count: Int, from old: Int) -> [(low: Int, high: Int, weight: Double)] {
        (0..<count).map { index in
            let position = min(max((Double(index) + 0.5) * Double(old) / Double(count) - 0.5, 0), Double(old - 1))
            let low = Int(position)
            return (low, min(low + 1, old - 1), position - Double(low))
        }
    }
}
