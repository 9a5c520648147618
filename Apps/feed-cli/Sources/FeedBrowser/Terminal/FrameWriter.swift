/// Draws frames by rewriting only the lines that changed, inside one synchronized update, so
/// nothing flickers; a size change redraws everything.
final class FrameWriter {
    private let writer: FileDescriptorWriter
    private var previous: [String] = []

    init(writer: FileDescriptorWriter) {
        self.writer = writer
    }

    func draw(_ lines: [String]) {
        writer.write(Self.update(from: previous, to: lines))
        previous = lines
    }

    /// Makes the next frame a full redraw, e.g. after the terminal was resized.
    func invalidate() {
        previous = []
    }

    /// The bytes that turn the screen showing `old` into `new`.
    static func update(from old: [String], to new: [String]) -> String {
        let full = old.count != new.count
        var output = TerminalControl.beginFrame + (full ? TerminalControl.clearScreen : "")
        for (row, line) in new.enumerated() where full || old[row] != line {
            output += TerminalControl.moveTo(row: row) + line
        }
        return output + TerminalControl.endFrame
    }
}
