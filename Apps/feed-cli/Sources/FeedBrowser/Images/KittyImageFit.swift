/// The cells a kitty image takes inside its box: kitty stretches to `c`×`r`, so they keep the PNG's
/// aspect ratio, assuming cells twice as tall as wide.
enum KittyImageFit {
    static func cells(for placement: ImagePlacement) -> (columns: Int, rows: Int) {
        let box = (columns: max(1, placement.columns), rows: max(1, placement.rows))
        guard let png = PNGHeader(placement.data) else { return box }
        let columnsPerRow = 2 * Double(png.width) / Double(png.height)
        if Double(box.columns) / Double(box.rows) > columnsPerRow {
            return (max(1, min(box.columns, Int((Double(box.rows) * columnsPerRow).rounded()))), box.rows)
        }
        return (box.columns, max(1, min(box.rows, Int((Double(box.columns) / columnsPerRow).rounded()))))
    }
}
