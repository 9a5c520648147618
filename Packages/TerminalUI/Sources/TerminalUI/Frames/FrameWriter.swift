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
        writer.write(
            Self.update(
                from: old, to: frame.lines, before: images.beforeText, then: images.afterText,
                panelColumns: frame.panelColumns))
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
    /// `image` (already escaped). A changed line is erased before it is written: a terminal that counts a
    /// character's cells otherwise than this program (an emoji with a variation selector) would keep the old
    /// line's last cells. Beside an image panel of `panelColumns`, only the line's own columns are erased.
    static func update(
        from old: [String], to new: [String], before: String = "", then image: String = "", panelColumns: Int = 0
    ) -> String {
        let full = old.count != new.count
        var output = TerminalControl.beginFrame + (full ? TerminalControl.clearScreen : "") + before
        for (row, line) in new.enumerated() where full || old[row] != line {
            let erase = full ? "" : (panelColumns > 0 ? eraseBesidePanel(row: row, line: line) : "")
            output += erase + TerminalControl.moveTo(row: row)
            output += (full || panelColumns > 0 ? "" : TerminalControl.eraseLine) + line
        }
        return output + image + TerminalControl.endFrame
    }

    /// Erases the columns `line` takes, leaving the panel's cells alone.
    private static func eraseBesidePanel(row: Int, line: String) -> String {
        let columns = DisplayWidth.ofOutput(line)
        guard columns > 0 else { return "" }
        return TerminalControl.moveTo(row: row, column: columns - 1) + TerminalControl.eraseToLineStart
    }
}
