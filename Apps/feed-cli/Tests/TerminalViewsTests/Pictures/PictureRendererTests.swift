import Foundation
import ImageDecoding
import TerminalUI
import TerminalViews
import Testing

@Suite("PictureRenderer: image bytes to a picture in a box of cells, for each way of drawing")
struct PictureRendererTests {
    static let black = RGB(red: 0, green: 0, blue: 0)

    @Test("blocks: a picture split red | blue is red in the left cells and blue in the right, by number")
    func blocksKeepTheColoursWhereTheyAre() throws {
        let renderer = PictureRenderer(drawing: .blocks, depth: .trueColor, background: Self.black)

        let picture = try #require(renderer.picture(of: Self.redBlue, columns: 4, rows: 1))

        guard case .blocks(let lines, let columns) = picture else { throw Unexpected(picture) }
        #expect(columns == 4 && lines.count == 1)
        let line = try #require(lines.first).rendered(width: 4)
        // The 4×2 pixels are enlarged smoothly to the cells' 8×16 each: the edge blends over the middle two.
        #expect(line.hasPrefix("\u{1B}[38;2;255;0;0;48;2;255;0;0m▀\u{1B}[0m"))
        #expect(line.hasSuffix("\u{1B}[38;2;0;0;255;48;2;0;0;255m▀\u{1B}[0m"))
    }

    @Test("blocks fit the box and keep the shape: 40×20 pixels in 10×10 cells take 10 columns and 3 rows")
    func blocksFitTheBox() throws {
        let renderer = PictureRenderer(drawing: .blocks, depth: .trueColor, background: Self.black)
        let wide = PNGFile.rgb(width: 40, height: 20) { _, _ in [9, 9, 9] }

        let picture = try #require(renderer.picture(of: wide, columns: 10, rows: 10))

        #expect(picture.columns == 10)
        #expect(picture.rows == 3)
    }

    @Test("blocks keep a photograph's shape within half a cell: 3:2 at 16 columns is 5 rows of 1:2 cells, not 6")
    func blocksKeepTheShapeWithinHalfACell() throws {
        let renderer = PictureRenderer(drawing: .blocks, depth: .trueColor, background: Self.black)
        let photo = PNGFile.rgb(width: 300, height: 200) { x, y in [UInt8(x % 256), UInt8(y), 90] }

        let picture = try #require(renderer.picture(of: photo, columns: 16, rows: 6))

        #expect(picture.columns == 16)
        #expect(picture.rows == 5)
    }

    @Test("sixel and kitty get pixels sized for the box in screen pixels, and the cells they cover")
    func inlineProtocolsGetPixels() throws {
        for kind in [InlineImageProtocol.sixel, .kitty] {
            let renderer = PictureRenderer(
                drawing: .inline(kind), depth: .trueColor, cell: CellSize(width: 2, height: 4), background: Self.black)

            let picture = try #require(renderer.picture(of: Self.redBlue, columns: 4, rows: 4))

            guard case .placed(.pixels(let pixels), let columns, let rows) = picture else { throw Unexpected(picture) }
            #expect(pixels.width == 4 && pixels.height == 2)
            #expect(columns == 2 && rows == 1)
        }
    }

    @Test("iTerm2 gets the file itself, which it decodes")
    func iTerm2GetsTheFile() {
        let renderer = PictureRenderer(drawing: .inline(.iTerm2), depth: .trueColor, background: Self.black)

        #expect(
            renderer.picture(of: Self.redBlue, columns: 6, rows: 3) == .placed(.file(Self.redBlue), columns: 6, rows: 3)
        )
    }

    @Test("bytes that are no picture give none, in every way of drawing")
    func noPictureFromOtherBytes() {
        let drawings: [ImageDrawing] = [.blocks, .inline(.sixel), .inline(.kitty), .inline(.iTerm2)]
        for drawing in drawings {
            let renderer = PictureRenderer(drawing: drawing, depth: .trueColor, background: Self.black)

            #expect(renderer.picture(of: Data("<html>".utf8), columns: 4, rows: 2) == nil)
            #expect(renderer.picture(of: Self.redBlue.prefix(30), columns: 4, rows: 2) == nil)
        }
    }

    @Test(
        "sixel and kitty draw a large photo for a terminal reporting 65535-pixel windows, at most 1024 pixels a side",
        arguments: [InlineImageProtocol.sixel, .kitty])
    func reportedWindowSizeIsCapped(kind: InlineImageProtocol) throws {
        let photo = PNGFile.rgb(width: 1_300, height: 1_300) { x, _ in x < 650 ? [255, 0, 0] : [0, 0, 255] }
        let renderer = PictureRenderer(
            drawing: .inline(kind), depth: .trueColor, cell: CellSize(width: 4_096, height: 8_192),
            background: Self.black)

        let picture = try #require(renderer.picture(of: photo, columns: 60, rows: 20))

        guard case .placed(.pixels(let pixels), let columns, let rows) = picture else { throw Unexpected(picture) }
        #expect(max(pixels.width, pixels.height) <= 1_024)
        #expect(!InlinePicture.atCursor(.pixels(pixels), columns: columns, rows: rows, with: kind).isEmpty)
    }

    /// 4×2 pixels: the left half red, the right half blue.
    static let redBlue = PNGFile.rgb(width: 4, height: 2) { x, _ in x < 2 ? [255, 0, 0] : [0, 0, 255] }

    struct Unexpected: Error {
        init(_ picture: TerminalPicture) { description = "\(picture)" }
        let description: String
    }
}
