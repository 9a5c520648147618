/// Draws frames by rewriting only the lines that changed, inside one synchronized update, so
/// nothing flickers; a size change redraws everything, and so does the image panel opening, closing or
/// changing width, since lines beside it leave its cells alone. The frame's pictures, if the terminal
/// shows them, follow the text in the same update: new ones drawn, those gone removed, the others left alone
/// unless a line written over them erased them.
public final class FrameWriter {
    private let writer: any TextOutput
    private var previous: [String] = []
    private var previousPanel = 0
    private var images: InlineImageWriter?

    public init(writer: any TextOutput, images: InlineImageProtocol? = nil) {
        self.writer = writer
        self.images = images.map(InlineImageWriter.init)
    }

    public func draw(_ frame: Frame) {
        if frame.panelColumns != previousPanel { invalidate() }
        let cleared = previous.count != frame.lines.count
        let old = previous
        let images =
            images?.update(to: frame.images, screenCleared: cleared) { row in
                guard frame.lines.indices.contains(row), !old.indices.contains(row) || old[row] != frame.lines[row]
                else { return nil }
                return DisplayWidth.ofOutput(frame.lines[row])
            } ?? InlineImageWriter.Update()
        writer.write(Self.update(from: old, to: frame.lines, before: images.beforeText, then: images.afterText))
        previous = frame.lines
        previousPanel = frame.panelColumns
    }

    /// The terminal's cell shape (height over width) for sizing images; takes effect at the next full redraw.
    public func setCellAspect(_ aspect: Double?) {
        images?.cellAspect = aspect ?? KittyImageFit.defaultCellAspect
    }

    /// Removes the pictures, if any show; called before leaving.
    public func finish() {
        guard let bytes = images?.finish(), !bytes.isEmpty else { return }
        writer.write(bytes)
    }

    /// Makes the next frame a full redraw, e.g. after the terminal was resized.
    public func invalidate() {
        previous = []
    }

    /// The bytes that write `before` (already escaped), turn the screen showing `old` into `new`, then write
    /// `image` (already escaped).
    static func update(from old: [String], to new: [String], before: String = "", then image: String = "") -> String {
        let full = old.count != new.count
        var output = TerminalControl.beginFrame + (full ? TerminalControl.clearScreen : "") + before
        for (row, line) in new.enumerated() where full || old[row] != line {
            output += TerminalControl.moveTo(row: row) + line
        }
        return output + image + TerminalControl.endFrame
    }
}
