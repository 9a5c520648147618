/// A picture written into a stream of text (not a full-screen frame) with a graphics protocol, at the cursor.
public enum InlinePicture {
    /// The bytes that draw `content` in a box of `columns`×`rows` cells whose top-left cell is the cursor's line,
    /// first column, and leave the cursor there: first `rows` line breaks (so a picture at the bottom of the
    /// screen scrolls the text up before it is drawn, not after), then back up, save the cursor, draw, restore.
    /// Text written next starts beside the picture's top row; write `rows` line breaks to go below it. Empty when
    /// the content is too large or unfit for `kind`.
    public static func atCursor(
        _ content: ImagePlacement.Content, columns: Int, rows: Int, with kind: InlineImageProtocol,
        cellAspect: Double = KittyImageFit.defaultCellAspect
    ) -> String {
        let rows = max(1, rows)
        let placement = ImagePlacement(content: content, column: 0, row: 0, columns: max(1, columns), rows: rows)
        let image = InlineImageEncoder.sequence(placement, with: kind, cellAspect: cellAspect, imageID: nil)
        guard !image.isEmpty else { return "" }
        return String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A\r" + "\u{1B}7" + image + "\u{1B}8"
    }
}
