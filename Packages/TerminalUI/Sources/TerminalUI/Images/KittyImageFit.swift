/// The cells a kitty image takes inside its box: kitty stretches to `c`×`r`, so they keep the PNG's
/// aspect ratio, given how many times taller than wide a cell is.
public enum KittyImageFit {
    /// The cell shape when the terminal does not report its pixel size.
    public static let defaultCellAspect = 2.0

    public static func cells(for placement: ImagePlacement, cellAspect: Double = defaultCellAspect) -> (
        columns: Int, rows: Int
    ) {
        let box = (columns: max(1, placement.columns), rows: max(1, placement.rows))
        guard let png = PNGHeader(placement.data), cellAspect.isFinite, cellAspect > 0 else { return box }
        let columnsPerRow = cellAspect * Double(png.width) / Double(png.height)
        if Double(box.columns) / Double(box.rows) > columnsPerRow {
            return (max(1, min(box.columns, Int((Double(box.rows) * columnsPerRow).rounded()))), box.rows)
        }
        return (box.columns, max(1, min(box.rows, Int((Double(box.columns) / columnsPerRow).rounded()))))
    }
}
