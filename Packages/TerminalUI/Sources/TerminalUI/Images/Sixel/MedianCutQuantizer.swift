/// Reduces a picture to at most 256 colours for sixel: its own colours when it has that few, else a median
/// cut of its 32×32×32 histogram refined by k-means, each pixel mapped to the palette by error diffusion.
enum MedianCutQuantizer {
    static func quantize(_ image: PixelImage, maximumColors: Int = 256) -> QuantizedImage {
        let limit = min(max(maximumColors, 1), 256)
        if let exact = exactColors(image, limit: limit) { return exact }
        var histogram = histogram(of: image)
        let palette = refined(medianCut(&histogram, limit: limit), by: histogram)
        let indices = ErrorDiffusion.indices(image, palette: palette)
        return QuantizedImage(width: image.width, height: image.height, palette: palette, indices: indices)
    }

    /// The picture with its own palette, or nil when it has more than `limit` colours.
    private static func exactColors(_ image: PixelImage, limit: Int) -> QuantizedImage? {
        var palette: [RGBColor] = []
        var index: [RGBColor: UInt8] = [:]
        var indices: [UInt8] = []
        indices.reserveCapacity(image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = image.color(x: x, y: y)
                if let known = index[color] {
                    indices.append(known)
                    continue
                }
                guard palette.count < limit else { return nil }
                index[color] = UInt8(palette.count)
                indices.append(UInt8(palette.count))
                palette.append(color)
            }
        }
        return QuantizedImage(width: image.width, height: image.height, palette: palette, indices: indices)
    }

    /// The occupied cells of the histogram.
    private static func histogram(of image: PixelImage) -> [HistogramEntry] {
        var counts = [Int](repeating: 0, count: 32_768)
        var sums = [Int](repeating: 0, count: 3 * 32_768)
        for offset in stride(from: 0, to: image.rgb.count, by: 3) {
            let color = RGBColor(red: image.rgb[offset], green: image.rgb[offset + 1], blue: image.rgb[offset + 2])
            let key = HistogramEntry.key(of: color)
            counts[key] += 1
            sums[3 * key] += Int(color.red)
            sums[3 * key + 1] += Int(color.green)
            sums[3 * key + 2] += Int(color.blue)
        }
        return counts.indices.filter { counts[$0] > 0 }.map { key in
            HistogramEntry(key: key, count: counts[key], sums: (sums[3 * key], sums[3 * key + 1], sums[3 * key + 2]))
        }
    }

    /// Splits the box worth splitting most until there are `limit` boxes or none can split; their means.
    private static func medianCut(_ histogram: inout [HistogramEntry], limit: Int) -> [RGBColor] {
        var boxes = [ColorBox(entries: histogram.indices, in: histogram)]
        while boxes.count < limit {
            guard let best = boxes.indices.max(by: { boxes[$0].priority < boxes[$1].priority }),
                boxes[best].priority >= 0
            else { break }
            let (lower, upper) = boxes[best].split(&histogram)
            boxes[best] = lower
            boxes.append(upper)
        }
        return boxes.map { $0.mean(in: histogram) }
    }

    /// The palette after `rounds` of k-means over the histogram: each colour moved to the mean of the pixels
    /// nearest it, which the median cut's boxes only approximate.
    private static func refined(_ palette: [RGBColor], by histogram: [HistogramEntry], rounds: Int = 3)
        -> [RGBColor]
    {
        var palette = palette
        for _ in 0..<rounds {
            var nearest = NearestColor(palette)
            var sums = [RegionSum](repeating: RegionSum(), count: palette.count)
            for entry in histogram {
                let mean = entry.mean
                let index = Int(nearest.index(red: Int(mean.red), green: Int(mean.green), blue: Int(mean.blue)))
                sums[index] = sums[index] + entry.regionSum
            }
            palette = palette.indices.map { sums[$0].count > 0 ? sums[$0].mean : palette[$0] }
        }
        return palette
    }
}

extension HistogramEntry {
    /// The entry's pixels as a sum, for averaging with others.
    var regionSum: RegionSum {
        RegionSum(red: Double(sums.red), green: Double(sums.green), blue: Double(sums.blue), count: Double(count))
    }
}
