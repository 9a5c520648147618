import XCTest
@testable import FeedBrowser

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
}
