/// A box of the median cut: a range of histogram entries, split along its widest channel at the median pixel.
struct ColorBox: Sendable {
    let entries: Range<Int>
    let pixels: Int
    /// The widest channel (0 red, 1 green, 2 blue) and how wide it is.
    let widestChannel: Int
    let width: Int

    init(entries: Range<Int>, in histogram: [HistogramEntry]) {
        self.entries = entries
        pixels = histogram[entries].reduce(0) { $0 + $1.count }
        let widths = (0..<3).map { channel in
            let values = histogram[entries].map { $0.value(channel) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        widestChannel = widths.indices.max { widths[$0] < widths[$1] } ?? 0
        width = widths[widestChannel]
    }

    /// How much splitting this box helps: wide boxes with many pixels first.
    var priority: Double {
        entries.count < 2 ? -1 : Double(width) * Double(pixels).squareRoot()
    }

    /// The box's colour: the average of its pixels.
    func mean(in histogram: [HistogramEntry]) -> RGBColor {
        let slice = histogram[entries]
        let total = max(pixels, 1)
        return RGBColor(
            red: UInt8(clamping: slice.reduce(0) { $0 + $1.sums.red } / total),
            green: UInt8(clamping: slice.reduce(0) { $0 + $1.sums.green } / total),
            blue: UInt8(clamping: slice.reduce(0) { $0 + $1.sums.blue } / total))
    }

    /// Sorts the entries along the widest channel and cuts where half the pixels lie on each side.
    func split(_ histogram: inout [HistogramEntry]) -> (ColorBox, ColorBox) {
        let channel = widestChannel
        histogram[entries].sort { $0.value(channel) < $1.value(channel) }
        var seen = 0
        var cut = entries.lowerBound + 1
        for index in entries.dropLast() {
            seen += histogram[index].count
            cut = index + 1
            if seen * 2 >= pixels { break }
        }
        return (
            ColorBox(entries: entries.lowerBound..<cut, in: histogram),
            ColorBox(entries: cut..<entries.upperBound, in: histogram)
        )
    }
}
