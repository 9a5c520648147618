import Testing

@testable import TerminalUI

@Suite("HalfBlockEncoder: a picture as upper half blocks, two pixels a cell")
struct HalfBlockEncoderTests {
    @Test("a picture split red | blue comes out red on the left cells and blue on the right")
    func redBlueSplitKeepsItsSides() {
        let image = makeRedBlueSplit(width: 4, height: 2)

        let lines = HalfBlockEncoder.lines(for: image, depth: .trueColor)

        #expect(lines.count == 1)
        let cells = styledCells(lines[0].rendered(width: 4))
        #expect(cells.map(\.text) == Array("▀▀▀▀"))
        #expect(cells.map(\.codes) == Array(repeating: red, count: 2) + Array(repeating: blue, count: 2))
    }

    @Test("a 2×2 grid lands in the right cells: the upper pixel is the foreground, the lower the background")
    func gridLandsInTheRightCells() {
        let colors: [[(UInt8, UInt8, UInt8)]] = [
            [(10, 0, 0), (20, 0, 0)], [(30, 0, 0), (40, 0, 0)], [(50, 0, 0), (60, 0, 0)], [(70, 0, 0), (80, 0, 0)],
        ]
        let image = makePixels(width: 2, height: 4) { x, y in colors[y][x] }

        let cells = HalfBlockEncoder.lines(for: image, depth: .trueColor).map { styledCells($0.rendered(width: 2)) }

        #expect(
            cells.map { $0.map(\.codes) } == [
                ["38;2;10;0;0;48;2;30;0;0", "38;2;20;0;0;48;2;40;0;0"],
                ["38;2;50;0;0;48;2;70;0;0", "38;2;60;0;0;48;2;80;0;0"],
            ])
    }

    @Test("an odd last pixel row leaves the lower halves to the terminal's background")
    func oddLastRowHasNoBackground() {
        let image = makePixels(width: 1, height: 3) { _, y in (UInt8(y * 100), 0, 0) }

        let lines = HalfBlockEncoder.lines(for: image, depth: .trueColor)

        #expect(
            lines.map { styledCells($0.rendered(width: 1)).map(\.codes) } == [
                ["38;2;0;0;0;48;2;100;0;0"], ["38;2;200;0;0"],
            ])
    }

    @Test("runs of equal cells share one span, so a plain picture is one escape sequence")
    func runsOfEqualCellsShareOneSpan() {
        let image = makePixels(width: 30, height: 2) { _, _ in (1, 2, 3) }

        let rendered = HalfBlockEncoder.lines(for: image, depth: .trueColor)[0].rendered(width: 30)

        #expect(rendered == "\u{1B}[38;2;1;2;3;48;2;1;2;3m" + String(repeating: "▀", count: 30) + "\u{1B}[0m")
    }

    @Test("text appended after the picture continues the same line")
    func textAppendsAfterThePicture() {
        var line = HalfBlockEncoder.lines(for: makeRedBlueSplit(width: 2, height: 2), depth: .trueColor)[0]

        line.append(" caption")

        #expect(styledCells(line.rendered(width: 12)).map(\.text) == Array("▀▀ caption  "))
    }

    @Test("256 and 16 colours pick the nearest palette entry")
    func palettesPickTheNearestEntry() {
        let image = makeRedBlueSplit(width: 2, height: 2)

        let palette256 = styledCells(HalfBlockEncoder.lines(for: image, depth: .palette256)[0].rendered(width: 2))
        let palette16 = styledCells(HalfBlockEncoder.lines(for: image, depth: .palette16)[0].rendered(width: 2))

        #expect(palette256.map(\.codes) == ["38;5;196;48;5;196", "38;5;21;48;5;21"])
        #expect(palette16.map(\.codes) == ["91;101", "34;44"])
    }

    // MARK: - Helpers

    private let red = "38;2;255;0;0;48;2;255;0;0"
    private let blue = "38;2;0;0;255;48;2;0;0;255"
}
