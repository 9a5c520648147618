/// Keeps track of the image on screen and says what to write so that the next frame's image shows:
/// nothing while it stays, the old one removed when the selection or the screen changes, and drawn
/// again after the screen was cleared.
struct InlineImageWriter {
    let kind: InlineImageProtocol
    /// How many times taller than wide a cell is, from the terminal's pixel size when it reports one.
    var cellAspect = KittyImageFit.defaultCellAspect
    private var shown: ImagePlacement?

    init(kind: InlineImageProtocol) {
        self.kind = kind
    }

    /// The bytes that turn the screen's image into `placement`; `screenCleared` after a full redraw.
    mutating func update(to placement: ImagePlacement?, screenCleared: Bool) -> String {
        guard placement != shown || screenCleared else { return "" }
        let removal =
            shown.map { old in screenCleared && kind == .iTerm2 ? "" : InlineImageEncoder.remove(old, with: kind) }
            ?? ""
        shown = placement
        return removal + (placement.map { InlineImageEncoder.show($0, with: kind, cellAspect: cellAspect) } ?? "")
    }

    /// The bytes that remove the image on the way out.
    mutating func finish() -> String {
        update(to: nil, screenCleared: false)
    }
}
