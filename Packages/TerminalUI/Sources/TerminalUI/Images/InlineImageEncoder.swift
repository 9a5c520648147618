import Foundation

/// Builds the escape sequences that show and remove an image; file bytes only ever appear base64-encoded.
public enum InlineImageEncoder {
    /// The largest image sent to the terminal: file bytes, or 3 bytes a pixel.
    public static let maximumBytes = 4 * 1024 * 1024
    /// The kitty image id of a single image; the frame writer numbers several from here.
    static let kittyImageID = 7_031

    /// The sequence that shows `placement` with `kind`, or "" when it is too large or unfit for it;
    /// `cellAspect` is how many times taller than wide a cell is (kitty needs it to keep the image's shape),
    /// `imageID` the kitty image it becomes.
    static func show(
        _ placement: ImagePlacement, with kind: InlineImageProtocol,
        cellAspect: Double = KittyImageFit.defaultCellAspect, imageID: Int = kittyImageID
    ) -> String {
        let image = sequence(placement, with: kind, cellAspect: cellAspect, imageID: imageID)
        return image.isEmpty ? "" : moveTo(row: placement.row, column: placement.column) + image
    }

    /// The sequence that draws `placement`'s content at the cursor, or "" when it is too large or unfit.
    static func sequence(
        _ placement: ImagePlacement, with kind: InlineImageProtocol, cellAspect: Double, imageID: Int?
    ) -> String {
        guard placement.byteCount <= maximumBytes, kind.canShow(placement.content) else { return "" }
        switch (kind, placement.content) {
        case (.kitty, _): return KittyImageEncoder.show(placement, id: imageID, cellAspect: cellAspect)
        case (.kittyPlaceholders, _):
            let id = imageID ?? KittyPlaceholder.freshImageID()
            return KittyPlaceholder.picture(placement, id: id, cellAspect: cellAspect)
        case (.iTerm2, .file(let data)): return iTerm2(data, placement)
        case (.sixel, .pixels(let image)): return SixelEncoder.encode(image)
        default: return ""
        }
    }

    /// The sequence that removes what `show` drew for `placement`: kitty deletes the image, the others blank
    /// its box (placeholders then have their image deleted, ``deleteImage(_:with:)``).
    static func remove(_ placement: ImagePlacement, with kind: InlineImageProtocol, imageID: Int = kittyImageID)
        -> String
    {
        switch kind {
        case .kitty: return KittyImageEncoder.delete(id: imageID)
        case .iTerm2, .sixel, .kittyPlaceholders: return blank(placement)
        }
    }

    /// Deletes image `id` and frees its data, for the kitty protocols; nothing for the others.
    static func deleteImage(_ id: Int, with kind: InlineImageProtocol) -> String {
        switch kind {
        case .kitty: KittyImageEncoder.delete(id: id)
        case .kittyPlaceholders: TmuxPassthrough.wrap(KittyImageEncoder.delete(id: id))
        case .iTerm2, .sixel: ""
        }
    }

    /// Deletes the single kitty image and frees its data (quietly).
    static let kittyDelete = KittyImageEncoder.delete(id: kittyImageID)

    /// OSC 1337 with the box in cells; iTerm2 keeps the aspect ratio inside it.
    private static func iTerm2(_ data: Data, _ placement: ImagePlacement) -> String {
        "\u{1B}]1337;File=inline=1;size=\(data.count);width=\(placement.columns);height=\(placement.rows)"
            + ";preserveAspectRatio=1:" + data.base64EncodedString() + "\u{07}"
    }

    /// Spaces over the box, which erases an iTerm2 or sixel image.
    private static func blank(_ placement: ImagePlacement) -> String {
        placement.rowRange.map { row in
            moveTo(row: row, column: placement.column) + String(repeating: " ", count: max(placement.columns, 0))
        }.joined()
    }

    private static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
