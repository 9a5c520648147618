/// Draws a picture with text, each cell the shape of ``SymbolSet`` and the two colours closest to the picture's
/// pixels there: for every shape the colours are the means of the pixels under it and outside it, and the shape
/// left with the least squared error wins (a flat cell is one colour: `▀` on its own colour). 16, 256 and 24-bit colour share
/// the choice; only the colours written differ.
public enum SymbolEncoder {
    /// The pixels a cell is decoded to: 8×16 (eighths and thirds of a 1:2 cell) when the box stays within
    /// ``ImageDrawing/maximumSide``, else as many halvings as it takes.
    public static func cellPixels(columns: Int, rows: Int) -> (width: Int, height: Int) {
        var (width, height) = (8, 16)
        while width > 1, max(columns * width, rows * height) > ImageDrawing.maximumSide {
            (width, height) = (width / 2, height / 2)
        }
        return (width, height)
    }

    /// The cells a picture of `width`×`height` pixels takes in a box of `columns`×`rows` cells of
    /// ``cellPixels(columns:rows:)``: its shape kept within half a cell, as large as the box lets it be.
    public static func cells(width: Int, height: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let (columns, rows) = (max(columns, 1), max(rows, 1))
        let cell = cellPixels(columns: columns, rows: rows)
        let (across, down) = (Double(max(width, 1)) / Double(cell.width), Double(max(height, 1)) / Double(cell.height))
        let scale = min(Double(columns) / across, Double(rows) / down)
        return (
            min(columns, max(1, Int((across * scale).rounded()))), min(rows, max(1, Int((down * scale).rounded())))
        )
    }

    /// The picture in at most `columns`×`rows` cells (``cells(width:height:columns:rows:)``), one line a row; a
    /// picture with fewer pixels than its cells' is enlarged smoothly first.
    public static func lines(
        for image: PixelImage, columns: Int, rows: Int, symbols: SymbolSet, depth: ColorDepth
    ) -> [FrameLine] {
        let size = cells(width: image.width, height: image.height, columns: columns, rows: rows)
        let cell = cellPixels(columns: columns, rows: rows)
        let (width, height) = (size.columns * cell.width, size.rows * cell.height)
        let image = image.width < width || image.height < height ? image.enlarged(width: width, height: height) : image
        let sums = IntegralImage(image)
        let shapes = CellShape.shapes(of: symbols)
        let edges = { (cells: Int, pixels: Int) in
            (0...cells).map { min(pixels, $0 * pixels / cells) }
        }
        let (xs, ys) = (edges(size.columns, image.width), edges(size.rows, image.height))
        return (0..<size.rows).map { row in
            var line = LineBuilder()
            for column in 0..<size.columns {
                let (x0, y0) = (xs[column], ys[row])
                let x1 = max(xs[column + 1], x0 + 1)
                let y1 = max(ys[row + 1], y0 + 1)
                let cell = CellSums(sums, x0: x0, x1: x1, y0: y0, y1: y1, sextants: symbols == .sextant)
                line.add(bestCell(cell, shapes: shapes), depth: depth)
            }
            return line.finished()
        }
    }

    /// The shape that explains most of the cell, with its two colours; one colour when no shape does better.
    static func bestCell(_ cell: CellSums, shapes: [CellShape]) -> SymbolCell {
        var best = cell.total.explained
        var chosen: (shape: CellShape, part: RegionSum)?
        for shape in shapes {
            let part = cell.sum(shape.part)
            let score = part.explained + (cell.total - part).explained
            if score > best * (1 + 1e-12) {
                best = score
                chosen = (shape, part)
            }
        }
        guard let chosen else {
            let mean = cell.total.mean
            return SymbolCell(glyph: "▀", foreground: mean, background: mean)
        }
        let (inside, outside) = (chosen.part.mean, (cell.total - chosen.part).mean)
        return chosen.shape.inverted
            ? SymbolCell(glyph: chosen.shape.glyph, foreground: outside, background: inside)
            : SymbolCell(glyph: chosen.shape.glyph, foreground: inside, background: outside)
    }
}
