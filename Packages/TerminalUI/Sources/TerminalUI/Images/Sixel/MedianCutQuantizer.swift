/// Reduces a picture to at most 256 colours for sixel: its own colours when it has that few, else a median
/// cut of its 32×32×32 histogram, each pixel mapped to the nearest colour of the palette.
enum MedianCutQuantizer {
    static func quantize(_ image: PixelImage, maximumColors: Int = 256) -> QuantizedImage {
        let limit = min(max(maximumColors, 1), 256)
        if let exact = exactColors(image, limit: limit) { return exact }
        var histogram = histogram(of: image)
        let palette = medianCut(&histogram, limit: limit)
        let nearest = nearestTable(histogram, palette: palette)
        let indices = (0..<image.width * image.height).map { pixel in
            nearest[HistogramEntry.key(of: image.color(x: pixel % image.width, y: pixel / image.width))]
        }
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

    /// For every histogram cell, the index of the palette colour nearest its mean.
    private static func nearestTable(_ histogram: [HistogramEntry], palette: [RGBColor]) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 32_768)
        for entry in histogram {
            let mean = entry.mean
            let nearest = palette.indices.min { palette[$0].distance(to: mean) < palette[$1].distance(to: mean) }
            table[entry.key] = UInt8(nearest ?? 0)
        }
        return table
    }
}
