@testable import TerminalUI

/// What a sixel sequence draws: the raster size it declares, its palette, and every pixel's colour (nil where
/// no sixel set it).
struct DecodedSixel {
    let width: Int
    let height: Int
    var palette: [Int: RGBColor] = [:]
    var pixels: [RGBColor?]

    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        pixels = Array(repeating: nil, count: width * height)
    }

    func pixel(x: Int, y: Int) -> RGBColor? { pixels[y * width + x] }
}

/// A small sixel decoder for round trips: DCS with `q`, raster attributes, `#` colours, `!` repeats, `$` and `-`.
struct SixelDecoder {
    private var bytes: [UInt8]
    private var index = 0
    private var (x, y, color) = (0, 0, 0)

    static func decode(_ text: String) -> DecodedSixel? {
        var decoder = SixelDecoder(bytes: Array(text.utf8))
        return decoder.run()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() -> DecodedSixel? {
        guard bytes.starts(with: Array("\u{1B}P".utf8)), let q = bytes.firstIndex(of: UInt8(ascii: "q")) else {
            return nil
        }
        index = q + 1
        guard next() == UInt8(ascii: "\""), case let raster = numbers(), raster.count == 4 else { return nil }
        var image = DecodedSixel(width: raster[2], height: raster[3])
        while let byte = next(), byte != 0x1B {
            step(byte, &image)
        }
        return image
    }

    private mutating func step(_ byte: UInt8, _ image: inout DecodedSixel) {
        switch byte {
        case UInt8(ascii: "#"): select(numbers(), &image)
        case UInt8(ascii: "!"):
            let count = numbers().first ?? 1
            if let sixel = next() { for _ in 0..<count { paint(sixel, &image) } }
        case UInt8(ascii: "$"): x = 0
        case UInt8(ascii: "-"): (x, y) = (0, y + 6)
        case 63...126: paint(byte, &image)
        default: break
        }
    }

    private mutating func select(_ values: [Int], _ image: inout DecodedSixel) {
        color = values.first ?? 0
        guard values.count == 5, values[1] == 2 else { return }
        let channels = values[2...].map { UInt8(clamping: ($0 * 255 + 50) / 100) }
        image.palette[color] = RGBColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    private mutating func paint(_ sixel: UInt8, _ image: inout DecodedSixel) {
        for bit in 0..<6 where (sixel - 63) & (1 << bit) != 0 && x < image.width && y + bit < image.height {
            image.pixels[(y + bit) * image.width + x] = image.palette[color]
        }
        x += 1
    }

    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// Decimal numbers separated by `;`, up to the first other byte (left unread).
    private mutating func numbers() -> [Int] {
        var values: [Int] = [0]
        while index < bytes.count, bytes[index] == UInt8(ascii: ";") || (48...57).contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: ";") {
                values.append(0)
            } else {
                values[values.count - 1] = values[values.count - 1] * 10 + Int(bytes[index] - 48)
            }
            index += 1
        }
        return values
    }
}
