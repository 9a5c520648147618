/// The cells a kitty image takes inside its box: kitty stretches to `c`×`r`, so they keep the picture's
/// aspect ratio, given how many times taller than wide a cell is.
public enum KittyImageFit {
    /// The cell shape when the terminal does not report its pixel size.
    public static let defaultCellAspect = 2.0

    /// The columns and rows the picture fills inside the placement's box; the whole box when its pixel size is
    /// unknown.
    public static func cells(for placement: ImagePlacement, cellAspect: Double = defaultCellAspect) -> (
        columns: Int, rows: Int
    ) {
        let box = (columns: max(1, placement.columns), rows: max(1, placement.rows))
        guard let pixels = placement.pixelSize, cellAspect.isFinite, cellAspect > 0 else { return box }
        let columnsPerRow = cellAspect * Double(pixels.width) / Double(pixels.height)
        if Double(box.columns) / Double(box.rows) > columnsPerRow {
            return (max(1, min(box.columns, Int((Double(box.rows) * columnsPerRow).rounded()))), box.rows)
        }
        return (box.columns, max(1, min(box.rows, Int((Double(box.columns) / columnsPerRow).rounded()))))
    }
}
