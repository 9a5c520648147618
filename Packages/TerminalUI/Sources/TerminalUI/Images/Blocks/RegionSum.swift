/// The summed channels of some pixels and how many they are.
struct RegionSum {
    var red = 0.0
    var green = 0.0
    var blue = 0.0
    var count = 0.0

    static func + (lhs: RegionSum, rhs: RegionSum) -> RegionSum {
        RegionSum(
            red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
            count: lhs.count + rhs.count)
    }

    static func - (lhs: RegionSum, rhs: RegionSum) -> RegionSum {
        RegionSum(
            red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
            count: lhs.count - rhs.count)
    }

    /// |sum|² / count: how much of the pixels' variance one colour, their mean, explains. Splitting a cell in two
    /// with the largest total of this leaves the least squared error.
    var explained: Double {
        count > 0 ? (red * red + green * green + blue * blue) / count : 0
    }

    /// The mean colour.
    var mean: RGBColor {
        let count = max(self.count, 1)
        func channel(_ sum: Double) -> UInt8 { UInt8(clamping: Int((sum / count).rounded())) }
        return RGBColor(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
