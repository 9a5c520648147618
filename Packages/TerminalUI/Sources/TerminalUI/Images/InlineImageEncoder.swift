import Foundation

/// Builds the escape sequences that show and remove an image; the bytes only ever appear base64-encoded.
public enum InlineImageEncoder {
    /// The largest image sent to the terminal.
    public static let maximumBytes = 4 * 1024 * 1024
    /// kitty's limit for the payload of one escape sequence.
    static let kittyChunkSize = 4096
    /// The one kitty image id a program shows: showing a new image replaces the old one.
    static let kittyImageID = 7_031

    /// The sequence that shows `placement` with `kind`, or "" when the data is too large or unfit for it;
    /// `cellAspect` is how many times taller than wide a cell is (kitty needs it to keep the image's shape).
    static func show(
        _ placement: ImagePlacement, with kind: InlineImageProtocol,
        cellAspect: Double = KittyImageFit.defaultCellAspect
    ) -> String {
        guard placement.data.count <= maximumBytes, kind.canShow(placement.data) else { return "" }
        let move = moveTo(row: placement.row, column: placement.column)
        switch kind {
        case .kitty: return move + kitty(placement, cellAspect: cellAspect)
        case .iTerm2: return move + iTerm2(placement)
        }
    }

    /// The sequence that removes what `show` drew for `placement`.
    static func remove(_ placement: ImagePlacement, with kind: InlineImageProtocol) -> String {
        switch kind {
        case .kitty: return kittyDelete
        case .iTerm2: return blank(placement)
        }
    }

    /// Deletes the kitty image and frees its data (quietly).
    static let kittyDelete = "\u{1B}_Ga=d,d=I,i=\(kittyImageID),q=2\u{1B}\\"

    /// PNG (f=100) sent directly in chunks of at most 4096 base64 bytes, placed in cells, cursor left in place.
    private static func kitty(_ placement: ImagePlacement, cellAspect: Double) -> String {
        let size = KittyImageFit.cells(for: placement, cellAspect: cellAspect)
        let first = "a=T,f=100,t=d,i=\(kittyImageID),q=2,C=1,c=\(size.columns),r=\(size.rows)"
        let chunks = chunked(placement.data.base64EncodedString(), size: kittyChunkSize)
        return chunks.enumerated().map { index, chunk in
            let more = index < chunks.count - 1 ? 1 : 0
            let control = index == 0 ? first + ",m=\(more)" : "m=\(more)"
            return "\u{1B}_G" + control + ";" + chunk + "\u{1B}\\"
        }.joined()
    }

    /// OSC 1337 with the box in cells; iTerm2 keeps the aspect ratio inside it.
    private static func iTerm2(_ placement: ImagePlacement) -> String {
        "\u{1B}]1337;File=inline=1;size=\(placement.data.count);width=\(placement.columns);height=\(placement.rows)"
            + ";preserveAspectRatio=1:" + placement.data.base64EncodedString() + "\u{07}"
    }

    /// Spaces over the box, which erases an iTerm2 image.
    private static func blank(_ placement: ImagePlacement) -> String {
        (0..<placement.rows).map { offset in
            moveTo(row: placement.row + offset, column: placement.column)
                + String(repeating: " ", count: placement.columns)
        }.joined()
    }

    private static func chunked(_ text: String, size: Int) -> [Substring] {
        var chunks: [Substring] = []
        var rest = text[...]
        repeat {
            chunks.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        } while !rest.isEmpty
        return chunks
    }

    private static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }
}
