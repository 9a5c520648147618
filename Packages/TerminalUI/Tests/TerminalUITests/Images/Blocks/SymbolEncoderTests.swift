import Testing

@testable import TerminalUI

@Suite("SymbolEncoder: each cell the shape and the two colours that fit its pixels best")
struct SymbolEncoderTests {
    @Test(
        "a cell drawn as one shape comes out as that shape's character",
        arguments: [
            ShapeCase("upper left quadrant", .block, "▘") { x, y in x < 4 && y < 8 },
            ShapeCase("diagonal quadrants", .block, "▚") { x, y in (x < 4) == (y < 8) },
            ShapeCase("upper half", .block, "▀") { _, y in y < 8 },
            ShapeCase("left three eighths", .block, "▍") { x, _ in x < 3 },
            ShapeCase("upper third, a sextant", .sextant, "\u{1FB02}") { _, y in y < 5 },
            ShapeCase("sextants 1, 4 and 5", .sextant, "\u{1FB17}") { x, y in
                (x < 4 && y < 5) || (x >= 4 && (5..<11).contains(y)) || (x < 4 && y >= 11)
            },
        ])
    func cellTakesItsShape(_ shape: ShapeCase) {
        let image = makePixels(width: 8, height: 16) { x, y in shape.inside(x, y) ? (250, 20, 20) : (10, 10, 200) }

        let cells = styledCells(render(image, columns: 1, rows: 1, symbols: shape.symbols))

        #expect(cells.map(\.text) == [shape.glyph], "\(shape.name)")
        #expect(cells.first?.codes == "38;2;250;20;20;48;2;10;10;200", "\(shape.name)")
    }

    @Test("the top quarter of a cell is the lower three quarters block with the colours swapped")
    func topQuarterIsTheInvertedLowerBlock() {
        let image = makePixels(width: 8, height: 16) { _, y in y < 4 ? (255, 255, 255) : (0, 0, 0) }

        let cells = styledCells(render(image, columns: 1, rows: 1, symbols: .block))

        #expect(cells.map(\.text) == ["▆"])
        #expect(cells.first?.codes == "38;2;0;0;0;48;2;255;255;255")
    }

    @Test("without sextants a third is drawn with the nearest block shape, never a sextant")
    func thirdWithoutSextants() {
        let image = makePixels(width: 8, height: 16) { _, y in y < 5 ? (250, 20, 20) : (10, 10, 200) }

        let glyphs = styledCells(render(image, columns: 1, rows: 1, symbols: .block)).map(\.text)

        #expect(glyphs == ["▅"])
    }

    @Test("half blocks alone: a quadrant is drawn as the upper half, the two colours its means")
    func halfBlocksOnly() {
        let image = makePixels(width: 8, height: 16) { x, y in x < 4 && y < 8 ? (200, 0, 0) : (0, 0, 0) }

        let cells = styledCells(render(image, columns: 1, rows: 1, symbols: .half))

        #expect(cells.map(\.text) == ["▀"])
        #expect(cells.first?.codes == "38;2;100;0;0;48;2;0;0;0")
    }

    @Test("a flat picture is one colour, fore and back, in one span")
    func flatPictureIsOneColour() {
        let image = makePixels(width: 32, height: 32) { _, _ in (30, 60, 90) }

        let rendered = render(image, columns: 4, rows: 2, symbols: .sextant)

        let line = "\u{1B}[38;2;30;60;90;48;2;30;60;90m▀▀▀▀\u{1B}[0m"
        #expect(rendered == line + "\n" + line)
    }

    @Test("16, 256 and 24-bit colour choose the same shapes")
    func depthsShareShapes() {
        let image = makePixels(width: 64, height: 48) { x, y in
            ((x * 7 + y * 3) % 64 < 29) ? (220, 180, 40) : (20, 40, 90)
        }

        let glyphs = ColorDepth.allCases.map { depth in
            SymbolEncoder.lines(for: image, columns: 8, rows: 3, symbols: .sextant, depth: depth)
                .map { styledCells($0.rendered(width: 8)).map(\.text) }
        }

        #expect(glyphs[0] == glyphs[1] && glyphs[1] == glyphs[2])
        #expect(Set(glyphs[0].joined()).count > 2)
    }

    @Test("the box keeps the picture's shape within half a cell: a 3:2 photograph at 16 columns is 5 rows, not 6")
    func boxKeepsTheShape() {
        let cells = SymbolEncoder.cells(width: 128, height: 85, columns: 16, rows: 6)

        #expect(cells.columns == 16)
        #expect(cells.rows == 5)
    }

    @Test("a picture smaller than the box still fills it, with its shape")
    func smallPictureFillsTheBox() {
        let image = makePixels(width: 6, height: 4) { x, _ in (UInt8(x * 40), 0, 0) }

        let lines = SymbolEncoder.lines(for: image, columns: 60, rows: 20, symbols: .block, depth: .trueColor)

        #expect(lines.count == 20)
        #expect(styledCells(lines[0].rendered(width: 60)).count == 60)
    }

    private func render(_ image: PixelImage, columns: Int, rows: Int, symbols: SymbolSet) -> String {
        SymbolEncoder.lines(for: image, columns: columns, rows: rows, symbols: symbols, depth: .trueColor)
            .map { $0.rendered(width: columns) }.joined(separator: "\n")
    }
}

struct ShapeCase: CustomTestStringConvertible, Sendable {
    let name: String
    let symbols: SymbolSet
    let glyph: Character
    let inside: @Sendable (Int, Int) -> Bool

    init(_ name: String, _ symbols: SymbolSet, _ glyph: Character, inside: @escaping @Sendable (Int, Int) -> Bool) {
        self.name = name
        self.symbols = symbols
        self.glyph = glyph
        self.inside = inside
    }

    var testDescription: String { name }
}
