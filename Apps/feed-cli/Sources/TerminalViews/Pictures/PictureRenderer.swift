import Foundation
import ImageDecoding
import TerminalUI

/// Turns image bytes into a ``TerminalPicture`` for a box of cells, the way `drawing` draws: decoded straight to
/// the box's pixel size (never the whole photo), then character shapes, sixel or kitty pixels; iTerm2 gets the file,
/// which it decodes itself. Where the pictures of two infrastructure packages meet, so it lives in the app.
package struct PictureRenderer: Sendable {
    package let drawing: ImageDrawing
    package let depth: ColorDepth
    /// The shapes character pictures are drawn with.
    package let symbols: SymbolSet
    package let cell: CellSize
    /// What transparent pixels are composed over: the theme's background.
    package let background: RGB
    /// Pictures come off the network: 24 megapixels (a 6000×4000 camera photo) at most, so a progressive JPEG, whose
    /// coefficients libjpeg keeps whole while it decodes (about 3 bytes a pixel), stays under about 80 MB; a PNG bomb
    /// is refused from its header.
    static let limits = ImageDecodingLimits(maximumPixels: 24_000_000, maximumSide: 20_000)

    package init(
        drawing: ImageDrawing, depth: ColorDepth, symbols: SymbolSet = .block, cell: CellSize = .fallback,
        background: RGB
    ) {
        self.drawing = drawing
        self.depth = depth
        self.symbols = symbols
        self.cell = cell
        self.background = background
    }

    /// The picture of `data` fitted inside `columns`×`rows` cells, keeping its shape; nil when the bytes are no
    /// picture this program (or, for iTerm2, the terminal) can decode.
    package func picture(of data: Data, columns: Int, rows: Int) -> TerminalPicture? {
        if drawing == .inline(.iTerm2) {
            // Decoded to one pixel all the same: a broken file shows as broken in every terminal.
            let one = PixelSize(width: 1, height: 1)
            let decodes =
                (try? ImageDecoder.thumbnail(of: data, fitting: one, background: background, limits: Self.limits))
                != nil
            return decodes ? .placed(.file(data), columns: columns, rows: rows) : nil
        }
        guard let box = drawing.pixelSize(columns: columns, rows: rows, cell: cell),
            let thumbnail = try? ImageDecoder.thumbnail(
                of: data, fitting: PixelSize(width: box.width, height: box.height), background: background,
                limits: Self.limits),
            let pixels = PixelImage(width: thumbnail.width, height: thumbnail.height, rgb: thumbnail.rgb)
        else { return nil }
        if drawing == .blocks {
            let lines = SymbolEncoder.lines(for: pixels, columns: columns, rows: rows, symbols: symbols, depth: depth)
            let size = SymbolEncoder.cells(width: pixels.width, height: pixels.height, columns: columns, rows: rows)
            return .blocks(lines, columns: size.columns)
        }
        return .placed(
            .pixels(pixels), columns: Self.cells(pixels.width, of: box.width, in: columns),
            rows: Self.cells(pixels.height, of: box.height, in: rows))
    }

    /// The cells `pixels` take when `boxPixels` fill `boxCells`.
    private static func cells(_ pixels: Int, of boxPixels: Int, in boxCells: Int) -> Int {
        let cells = (Double(pixels) * Double(boxCells) / Double(max(1, boxPixels))).rounded(.up)
        return max(1, min(boxCells, Int(cells)))
    }
}

extension RGB {
    /// The background pictures are composed over: black on a dark theme, white on a light one.
    package static func background(of theme: Theme) -> RGB {
        theme.name == .light ? RGB(red: 255, green: 255, blue: 255) : RGB(red: 0, green: 0, blue: 0)
    }
}
