/// The pixels of one cell of the 32×32×32 colour histogram: how many, their summed channels and their mean.
struct HistogramEntry: Sendable {
    let key: Int
    let count: Int
    let sums: (red: Int, green: Int, blue: Int)
    /// The average colour of the entry's pixels.
    let mean: RGBColor
    private let channels: (Int, Int, Int)

    init(key: Int, count: Int, sums: (red: Int, green: Int, blue: Int)) {
        self.key = key
        self.count = count
        self.sums = sums
        let divisor = max(count, 1)
        mean = RGBColor(
            red: UInt8(clamping: sums.red / divisor), green: UInt8(clamping: sums.green / divisor),
            blue: UInt8(clamping: sums.blue / divisor))
        channels = (Int(mean.red), Int(mean.green), Int(mean.blue))
    }

    /// The mean's value in `channel` (0 red, 1 green, 2 blue).
    func value(_ channel: Int) -> Int {
        channel == 0 ? channels.0 : channel == 1 ? channels.1 : channels.2
    }

    /// The histogram cell of `color`: 5 bits a channel.
    static func key(of color: RGBColor) -> Int {
        Int(color.red >> 3) << 10 | Int(color.green >> 3) << 5 | Int(color.blue >> 3)
    }
}
