import XCTest

@testable import TerminalUI

final class FrameLineTests: XCTestCase {
    func test_rendered_padsToTheWidth() {
        XCTAssertEqual(FrameLine("abc").rendered(width: 6), "abc   ")
    }

    func test_rendered_cutsTheLeftWithAnEllipsisToKeepTheRight() {
        var line = FrameLine("a long location")
        line.appendRight("12 kB")

        XCTAssertEqual(line.rendered(width: 12), "a lon… 12 kB")
        XCTAssertEqual(DisplayWidth.of(line.rendered(width: 12)), 12)
    }

    func test_rendered_neverExceedsTheWidthWithWideCharacters() {
        var line = FrameLine("東京タワーの夜景")
        line.appendRight("⠋")

        for width in 1...20 {
            XCTAssertEqual(DisplayWidth.of(line.rendered(width: width)), width, "width \(width)")
        }
    }

    func test_rendered_appliesStylesAndTheBackgroundToThePadding() {
        var line = FrameLine("a", style: .bold)
        line.background = .inverse

        XCTAssertEqual(line.rendered(width: 3), "\u{1B}[7;1ma\u{1B}[0m\u{1B}[7m  \u{1B}[0m")
    }
}
