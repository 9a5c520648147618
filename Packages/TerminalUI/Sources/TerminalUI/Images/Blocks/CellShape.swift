/// One way to split a cell in two, and the character that draws it: the pixels under the shape take the
/// character's foreground, the rest its background (or the other way round when `inverted`).
struct CellShape: Sendable {
    enum Part: Sendable {
        /// The top `k` eighths of the cell.
        case top(Int)
        /// The left `k` eighths of the cell.
        case left(Int)
        /// Quadrants by bit: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
        case quadrants(Int)
        /// Sextants by bit: 1 and 2 the top third (left, right), 4 and 8 the middle one, 16 and 32 the bottom one.
        case sextants(Int)
    }

    let part: Part
    let glyph: String
    /// Whether the glyph's foreground is the rest of the cell rather than the part.
    let inverted: Bool

    /// The shapes of `set`, the simplest first: a tie goes to the earlier one.
    static func shapes(of set: SymbolSet) -> [CellShape] {
        switch set {
        case .half: [top(4)]
        case .block: blocks
        case .sextant: blocks + sextants
        }
    }

    private static let blocks: [CellShape] =
        [top(4), left(4)] + [1, 2, 4, 8, 9].map(quadrant) + [1, 2, 3, 5, 6, 7].flatMap { [top($0), left($0)] }

    /// Every sextant pattern up to its complement (one colour each side), but the left column: that is `▌`.
    private static let sextants: [CellShape] = (1...31).filter { $0 != 21 }.map { bits in
        let index = bits - 1 - (bits > 21 ? 1 : 0)
        return CellShape(part: .sextants(bits), glyph: scalar(0x1FB00 + index), inverted: false)
    }

    private static func top(_ eighths: Int) -> CellShape {
        switch eighths {
        case 4: CellShape(part: .top(4), glyph: "▀", inverted: false)
        case 1: CellShape(part: .top(1), glyph: "▔", inverted: false)
        default: CellShape(part: .top(eighths), glyph: scalar(0x2580 + 8 - eighths), inverted: true)
        }
    }

    private static func left(_ eighths: Int) -> CellShape {
        CellShape(part: .left(eighths), glyph: scalar(0x2590 - eighths), inverted: false)
    }

    private static func quadrant(_ bits: Int) -> CellShape {
        let glyphs = [1: "▘", 2: "▝", 4: "▖", 8: "▗", 9: "▚"]
        return CellShape(part: .quadrants(bits), glyph: glyphs[bits] ?? "▘", inverted: false)
    }

    private static func scalar(_ value: Int) -> String {
        Unicode.Scalar(value).map { String(Character($0)) } ?? " "
    }
}
