/// The palette colour nearest a colour, remembered for each 6-bit-a-channel cell of the colour cube.
struct NearestColor {
    private let palette: [(Int, Int, Int)]
    private var known: [UInt16]

    init(_ colors: [RGBColor]) {
        palette = colors.map { (Int($0.red), Int($0.green), Int($0.blue)) }
        known = [UInt16](repeating: .max, count: 1 << 18)
    }

    mutating func index(red: Int, green: Int, blue: Int) -> UInt8 {
        let key = (red >> 2) << 12 | (green >> 2) << 6 | blue >> 2
        if known[key] != .max { return UInt8(known[key]) }
        var best = 0
        var bestDistance = Int.max
        for (index, color) in palette.enumerated() {
            let (dr, dg, db) = (color.0 - red, color.1 - green, color.2 - blue)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance {
                (best, bestDistance) = (index, distance)
            }
        }
        known[key] = UInt16(best)
        return UInt8(best)
    }
}
