import TerminalUI
import Testing

@Suite("PictureText: a picture in a stream of text, with text beside it")
struct PictureTextTests {
    @Test("blocks: the picture's lines, padded to the column, then the text one column apart")
    func blocksBesideText() {
        let picture = TerminalPicture.blocks([FrameLine("AA"), FrameLine("BB")], columns: 2)

        let text = PictureText(drawing: .blocks).beside(picture, lines: ["one", "two", "three"], width: 4)

        #expect(text == "AA   one\nBB   two\n     three\n")
    }

    @Test("a graphics protocol: the picture drawn at the cursor, then each text line moved past its column")
    func placedBesideText() throws {
        let pixels = try #require(PixelImage(width: 1, height: 1, rgb: [1, 2, 3]))
        let picture = TerminalPicture.placed(.pixels(pixels), columns: 3, rows: 2)

        let text = PictureText(drawing: .inline(.sixel)).beside(picture, lines: ["one"])

        #expect(text.hasPrefix("\n\n\u{1B}[2A\r\u{1B}7\u{1B}P"))
        #expect(text.hasSuffix("\u{1B}8\u{1B}[4Cone\n\n"))
    }

    @Test("alone: the picture's own lines, nothing beside")
    func alone() {
        let picture = TerminalPicture.blocks([FrameLine("AA")], columns: 2)

        #expect(PictureText(drawing: .blocks).alone(picture) == "AA\n")
    }

    @Test("the placeholder is a blank box with its mark in the middle row")
    func placeholder() {
        let box = PictureText.placeholder(columns: 5, rows: 3, mark: "✗", style: .plain)

        #expect(PictureText(drawing: .blocks).alone(box) == "     \n  ✗  \n     \n")
    }

    @Test("a placeholder of no size is one cell holding its mark")
    func tinyPlaceholder() {
        let tiny = PictureText.placeholder(columns: 0, rows: 0, mark: "?", style: .plain)

        #expect(tiny == .blocks([FrameLine("?")], columns: 1))
        #expect(tiny.rows == 1 && tiny.columns == 1)
    }

    @Test("a large picture takes the screen less the text below and a line, within 160×60 and at least 8×4")
    func largeBox() {
        #expect(PictureBox.large(TerminalSize(columns: 100, rows: 40), textBelow: 2) == (99, 37))
        #expect(PictureBox.large(TerminalSize(columns: 500, rows: 500), textBelow: 2) == (160, 60))
        #expect(PictureBox.large(TerminalSize(columns: 5, rows: 3), textBelow: 2) == (8, 4))
    }
}
