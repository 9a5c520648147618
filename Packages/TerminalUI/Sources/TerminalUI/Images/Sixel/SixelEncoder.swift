/// Draws a picture as DEC sixel graphics: a palette of at most 256 colours from a median cut (the picture's
/// own colours when it has 256 or fewer), then bands of 6 pixel rows, one run-length encoded row of sixels
/// per colour.
public enum SixelEncoder {
    private static let introducer = Array("\u{1B}P0;1;0q".utf8)
    private static let terminator = Array("\u{1B}\\".utf8)

    /// The DCS sequence `ESC P 0;1;0 q "1;1;W;H #palette… bands ESC \` that draws `image` at the cursor, one
    /// image pixel to one screen pixel.
    public static func encode(_ image: PixelImage) -> String {
        let quantized = MedianCutQuantizer.quantize(image)
        var output = introducer + Array("\"1;1;\(image.width);\(image.height)".utf8)
        output += palette(quantized.palette)
        var sixels = [UInt8](repeating: 0, count: quantized.palette.count * image.width)
        for top in stride(from: 0, to: image.height, by: 6) {
            if top > 0 { output.append(UInt8(ascii: "-")) }
            output += band(quantized, top: top, sixels: &sixels)
        }
        return String(decoding: output + terminator, as: UTF8.self)
    }

    /// `#n;2;r;g;b` for each colour, channels in percent.
    private static func palette(_ colors: [RGBColor]) -> [UInt8] {
        colors.enumerated().flatMap { index, color in
            let percent = [color.red, color.green, color.blue].map { (Int($0) * 100 + 127) / 255 }
            return Array("#\(index);2;\(percent[0]);\(percent[1]);\(percent[2])".utf8)
        }
    }

    /// One band of 6 rows from `top`: each colour present selected in turn, its row of sixels, `$` between.
    private static func band(_ image: QuantizedImage, top: Int, sixels: inout [UInt8]) -> [UInt8] {
        let width = image.width
        var output: [UInt8] = []
        for (position, color) in fill(&sixels, from: image, top: top).enumerated() {
            let row = color * width..<(color + 1) * width
            if position > 0 { output.append(UInt8(ascii: "$")) }
            output += Array("#\(color)".utf8) + runLength(sixels[row])
            sixels.replaceSubrange(row, with: repeatElement(0, count: width))
        }
        return output
    }

    /// Sets each pixel's bit in its colour's row of `sixels`; the colours present, in order of appearance.
    private static func fill(_ sixels: inout [UInt8], from image: QuantizedImage, top: Int) -> [Int] {
        var colors: [Int] = []
        var present = [Bool](repeating: false, count: image.palette.count)
        for y in top..<min(top + 6, image.height) {
            for x in 0..<image.width {
                let color = Int(image.indices[y * image.width + x])
                if !present[color] {
                    present[color] = true
                    colors.append(color)
                }
                sixels[color * image.width + x] |= UInt8(1) << (y - top)
            }
        }
        return colors
    }

    /// The row's sixel characters (63 + bits), runs of 4 or more as `!count` and the character, trailing
    /// empty sixels left out.
    static func runLength(_ row: ArraySlice<UInt8>) -> [UInt8] {
        guard let last = row.lastIndex(where: { $0 != 0 }) else { return [] }
        var output: [UInt8] = []
        var index = row.startIndex
        while index <= last {
            let value = row[index]
            var end = index + 1
            while end <= last, row[end] == value { end += 1 }
            let count = end - index
            let character = 63 + value
            output += count >= 4 ? Array("!\(count)".utf8) + [character] : Array(repeating: character, count: count)
            index = end
        }
        return output
    }
}
