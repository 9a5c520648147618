/// Keeps track of the pictures on screen and says what to write so that the next frame's pictures show:
/// nothing for those that stay, removal of those that went, the new ones drawn, and all of them drawn again
/// after the screen was cleared. Each kitty picture has an image id of its own; an iTerm2 or sixel picture
/// lives in the text cells, so it is drawn again when a line over it was rewritten, and blanked when it goes.
struct InlineImageWriter {
    /// What to write before the frame's text (blanking) and after it (deleting and drawing).
    struct Update: Equatable {
        var beforeText = ""
        var afterText = ""
    }

    let kind: InlineImageProtocol
    /// The lowest image id: kitty's usual one, or for placeholders, which share one kitty window with every other
    /// tmux pane, a random block of 256.
    private let firstID: Int
    /// How many times taller than wide a cell is, from the terminal's pixel size when it reports one.
    var cellAspect = KittyImageFit.defaultCellAspect
    private var shown: [(placement: ImagePlacement, id: Int)] = []

    init(kind: InlineImageProtocol) {
        self.kind = kind
        firstID = kind == .kittyPlaceholders ? KittyPlaceholder.freshImageID() & ~0xFF : InlineImageEncoder.kittyImageID
    }

    /// The bytes that turn the screen's pictures into `placements`; `screenCleared` after a full redraw;
    /// `rewrittenWidth(row)` is the width of the line written over `row` in this frame, nil when it stayed.
    mutating func update(
        to placements: [ImagePlacement], screenCleared: Bool, rewrittenWidth: (Int) -> Int? = { _ in nil }
    ) -> Update {
        let gone = shown.filter { screenCleared || !placements.contains($0.placement) }
        var kept = shown.filter { !screenCleared && placements.contains($0.placement) }
        let blanked = !kind.livesInText || screenCleared ? [] : gone.map(\.placement)
        var update = Update(
            beforeText: blanked.map { InlineImageEncoder.remove($0, with: kind) }.joined(), afterText: deletions(gone))
        for old in kept where needsRedraw(old.placement, blanked: blanked, rewrittenWidth: rewrittenWidth) {
            update.afterText += show(old.placement, id: old.id)
        }
        update.afterText += additions(placements, to: &kept)
        shown = kept
        return update
    }

    /// The bytes that turn the screen's picture into `placement`, for a frame of at most one picture.
    mutating func update(to placement: ImagePlacement?, screenCleared: Bool) -> String {
        let update = update(to: placement.map { [$0] } ?? [], screenCleared: screenCleared)
        return update.beforeText + update.afterText
    }

    /// The bytes that remove the pictures on the way out.
    mutating func finish() -> String {
        update(to: nil, screenCleared: false)
    }

    /// kitty deletes the pictures that went, by id (placeholders' images too, whose text was blanked before).
    private func deletions(_ gone: [(placement: ImagePlacement, id: Int)]) -> String {
        gone.map { InlineImageEncoder.deleteImage($0.id, with: kind) }.joined()
    }

    /// Draws the placements not on screen yet, each as the lowest kitty image id not in use.
    private func additions(_ placements: [ImagePlacement], to kept: inout [(placement: ImagePlacement, id: Int)])
        -> String
    {
        var output = ""
        for placement in placements where !kept.contains(where: { $0.placement == placement }) {
            let id = Self.freeID(from: firstID, after: kept.map(\.id))
            kept.append((placement, id))
            output += show(placement, id: id)
        }
        return output
    }

    private func show(_ placement: ImagePlacement, id: Int) -> String {
        InlineImageEncoder.show(placement, with: kind, cellAspect: cellAspect, imageID: id)
    }

    /// Whether text overwrote part of an iTerm2 or sixel picture: a line over its rows that reaches its first
    /// column, or a blanked box that overlaps it. kitty pictures stay above the text.
    private func needsRedraw(_ placement: ImagePlacement, blanked: [ImagePlacement], rewrittenWidth: (Int) -> Int?)
        -> Bool
    {
        guard kind.livesInText else { return false }
        let overlaps = { (other: ImagePlacement) in
            other.rowRange.overlaps(placement.rowRange) && other.columnRange.overlaps(placement.columnRange)
        }
        if blanked.contains(where: overlaps) {
            return true
        }
        return placement.rowRange.contains { row in (rewrittenWidth(row) ?? 0) > placement.column }
    }

    /// The lowest kitty image id from `first` on that no picture on screen uses.
    private static func freeID(from first: Int, after used: [Int]) -> Int {
        var id = first
        while used.contains(id) { id += 1 }
        return id
    }
}
