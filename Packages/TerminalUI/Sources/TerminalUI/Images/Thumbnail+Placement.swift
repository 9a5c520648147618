extension Thumbnail {
    /// Where a placed picture goes when the box's top left cell is at screen `column` and `row` (both from 0):
    /// centred in the box, as ``offset(of:)`` says.
    ///
    /// - Parameters:
    ///   - picture: The picture, made for this box.
    ///   - column: The box's first screen column.
    ///   - row: The box's first screen row.
    /// - Returns: Its placement; nil for half blocks, which the box's ``lines(_:)`` draw as text.
    public func placement(_ picture: TerminalPicture, column: Int, row: Int) -> ImagePlacement? {
        guard case let .placed(content, pictureColumns, pictureRows) = picture else { return nil }
        let offset = offset(of: picture)
        return ImagePlacement(
            content: content, column: column + offset.column, row: row + offset.row, columns: pictureColumns,
            rows: pictureRows)
    }
}
