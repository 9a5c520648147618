import XCTest

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class FrameWriterTests: XCTestCase {
    func test_update_rewritesOnlyChangedLinesInsideOneSynchronizedUpdate() {
        let update = FrameWriter.update(from: ["a", "b", "c"], to: ["a", "B", "c"])

        XCTAssertEqual(update, "\u{1B}[?2026h\u{1B}[2;1HB\u{1B}[?2026l")
    }

    func test_update_redrawsEverythingWhenTheHeightChanged() {
        let update = FrameWriter.update(from: ["a"], to: ["a", "b"])

        XCTAssertEqual(update, "\u{1B}[?2026h\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[2;1Hb\u{1B}[?2026l")
    }

    func test_leave_restoresStyleAutowrapCursorAndMainScreen() {
        XCTAssertTrue(TerminalControl.leave.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
        XCTAssertTrue(TerminalControl.enter.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
    }

    func test_draw_withoutAProtocol_neverWritesImages() throws {
        let (writer, output) = try makeSUT(images: nil)

        writer.draw(frame(["a", "b"], image: placement(width: 10)))
        writer.draw(frame(["a", "b"], image: placement(width: 20)))
        writer.finish()

        let written = output()
        XCTAssertFalse(written.contains("\u{1B}_G"))
        XCTAssertFalse(written.contains("\u{1B}]1337"))
    }

    func test_draw_withKitty_writesTheImageAfterTheText_andDeletesItOnSelectionChangeAndFinish() throws {
        let (writer, output) = try makeSUT(images: .kitty)
        let (first, second) = (placement(width: 10), placement(width: 20))

        writer.draw(frame(["a", "b"], image: first))
        let shown = output()
        writer.draw(frame(["a", "c"], image: second))
        let changed = output()
        writer.draw(frame(["a", "c"], image: second))
        let unchanged = output()
        writer.finish()

        XCTAssertTrue(shown.hasSuffix(InlineImageEncoder.show(first, with: .kitty) + TerminalControl.endFrame))
        XCTAssertEqual(
            changed,
            FrameWriter.update(
                from: ["a", "b"], to: ["a", "c"],
                then: InlineImageEncoder.kittyDelete + InlineImageEncoder.show(second, with: .kitty)))
        XCTAssertEqual(unchanged, FrameWriter.update(from: ["a", "c"], to: ["a", "c"]))
        XCTAssertEqual(output(), InlineImageEncoder.kittyDelete)
    }

    func test_draw_redrawsEverythingWhenThePanelOpensOrCloses_soNoTextStaysInIt() throws {
        let (writer, output) = try makeSUT(images: .iTerm2)
        writer.draw(frame(["comment text across the screen", "b"], image: nil))
        _ = output()

        writer.draw(frame(["list", "b"], image: nil, panel: 40))
        let opened = output()
        writer.draw(frame(["list", "b"], image: nil, panel: 40))
        let kept = output()

        XCTAssertTrue(opened.contains(TerminalControl.clearScreen), opened.debugDescription)
        XCTAssertFalse(kept.contains(TerminalControl.clearScreen), kept.debugDescription)
    }

    // MARK: - Helpers

    /// A writer into a pipe, and a function that returns what was written since it was last called.
    private func makeSUT(images: InlineImageProtocol?) throws -> (FrameWriter, () -> String) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
        let (reading, writing) = (descriptors[0], descriptors[1])
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        addTeardownBlock {
            close(reading)
            close(writing)
        }
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
