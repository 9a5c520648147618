import Foundation
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A class, so that `deinit` closes the pipes a test wrote its frames into.
@Suite("FrameWriter: only what changed is redrawn, images after the text")
final class FrameWriterTests {
    private var descriptors: [Int32] = []

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }

    @Test("rewrites only the changed lines, inside one synchronized update")
    func rewritesOnlyChangedLinesInsideOneSynchronizedUpdate() {
        let update = FrameWriter.update(from: ["a", "b", "c"], to: ["a", "B", "c"])

        #expect(update == "\u{1B}[?2026h\u{1B}[2;1H\u{1B}[2KB\u{1B}[?2026l")
    }

    @Test("a redrawn line is erased first: a terminal that counts an emoji narrower keeps nothing of the old one")
    func aRedrawnLineIsErasedFirst() {
        let update = FrameWriter.update(from: ["\u{1B}[7mrain 🌧️ \u{1B}[0m"], to: ["rain 🌧️ "])

        #expect(update == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[2Krain 🌧️ \u{1B}[?2026l")
    }

    @Test("beside an image panel, a redrawn line erases its own columns only, never the panel's")
    func besideAPanelALineErasesItsOwnColumnsOnly() {
        let update = FrameWriter.update(from: ["old  ", "b"], to: ["new  ", "b"], panelColumns: 40)

        #expect(update == "\u{1B}[?2026h\u{1B}[1;5H\u{1B}[1K\u{1B}[1;1Hnew  \u{1B}[?2026l")
    }

    @Test("redraws everything when the height changed")
    func redrawsEverythingWhenTheHeightChanged() {
        let update = FrameWriter.update(from: ["a"], to: ["a", "b"])

        #expect(update == "\u{1B}[?2026h\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[2;1Hb\u{1B}[?2026l")
    }

    @Test("leaving restores the style, autowrap, the cursor and the main screen")
    func leaveRestoresStyleAutowrapCursorAndMainScreen() {
        #expect(TerminalControl.leave.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
        #expect(TerminalControl.enter.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
    }

    @Test("without an image protocol it never writes images")
    func withoutAProtocolNeverWritesImages() throws {
        let (writer, output) = try makeSUT(images: nil)

        writer.draw(frame(["a", "b"], image: placement(width: 10)))
        writer.draw(frame(["a", "b"], image: placement(width: 20)))
        writer.finish()

        let written = output()
        #expect(!written.contains("\u{1B}_G"))
        #expect(!written.contains("\u{1B}]1337"))
    }

    @Test("with kitty it writes the image after the text, and deletes it when the selection changes and on finish")
    func kittyImageAfterTheTextDeletedOnSelectionChangeAndFinish() throws {
        let (writer, output) = try makeSUT(images: .kitty)
        let (first, second) = (placement(width: 10), placement(width: 20))

        writer.draw(frame(["a", "b"], image: first))
        let shown = output()
        writer.draw(frame(["a", "c"], image: second))
        let changed = output()
        writer.draw(frame(["a", "c"], image: second))
        let unchanged = output()
        writer.finish()

        #expect(shown.hasSuffix(InlineImageEncoder.show(first, with: .kitty) + TerminalControl.endFrame))
        #expect(
            changed
                == FrameWriter.update(
                    from: ["a", "b"], to: ["a", "c"],
                    then: InlineImageEncoder.kittyDelete + InlineImageEncoder.show(second, with: .kitty)))
        #expect(unchanged == FrameWriter.update(from: ["a", "c"], to: ["a", "c"]))
        #expect(output() == InlineImageEncoder.kittyDelete)
    }

    @Test("redraws everything when the panel opens or closes, so no text stays in it")
    func redrawsEverythingWhenThePanelOpensOrCloses() throws {
        let (writer, output) = try makeSUT(images: .iTerm2)
        writer.draw(frame(["comment text across the screen", "b"], image: nil))
        _ = output()

        writer.draw(frame(["list", "b"], image: nil, panel: 40))
        let opened = output()
        writer.draw(frame(["list", "b"], image: nil, panel: 40))
        let kept = output()

        #expect(opened.contains(TerminalControl.clearScreen), "\(opened.debugDescription)")
        #expect(!kept.contains(TerminalControl.clearScreen), "\(kept.debugDescription)")
    }

    // MARK: - Helpers

    /// A writer into a pipe, and a function that returns what was written since it was last called.
    private func makeSUT(images: InlineImageProtocol?) throws -> (FrameWriter, () -> String) {
        var pair: [Int32] = [0, 0]
        guard pipe(&pair) == 0 else { throw POSIXError(.EMFILE) }
        let (reading, writing) = (pair[0], pair[1])
        descriptors += [reading, writing]
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        let writer = FrameWriter(writer: FileDescriptorOutput(descriptor: writing), images: images)
        return (writer, { Self.drain(reading) })
    }

    private static func drain(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func frame(_ lines: [String], image: ImagePlacement?, panel: Int = 0) -> Frame {
        Frame(lines: lines, image: image, panelColumns: panel)
    }

    private func placement(width: UInt32) -> ImagePlacement {
        ImagePlacement(data: makePNG(width: width, height: 10), column: 5, row: 0, columns: 4, rows: 2)
    }
}
