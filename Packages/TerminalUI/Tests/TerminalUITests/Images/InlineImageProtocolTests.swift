import XCTest

@testable import TerminalUI

final class InlineImageProtocolTests: XCTestCase {
    func test_detect_followsTheEnvironment() {
        let table: [([String: String], InlineImageProtocol?, String)] = [
            ([:], nil, "nothing known"),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], nil, "a plain terminal"),
            (["TERM": "xterm-kitty"], .kitty, "kitty's TERM"),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty, "kitty with another TERM"),
            (["TERM_PROGRAM": "iTerm.app"], .iTerm2, "iTerm2"),
            (["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], .iTerm2, "iTerm2 over ssh"),
            (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], nil, "kitty inside tmux"),
            (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], nil, "tmux's TERM"),
            (["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"], nil, "screen's TERM"),
            (["STY": "1234.pts-0.host", "LC_TERMINAL": "iTerm2"], nil, "inside GNU screen"),
            (["TERM": "xterm-kitty", "FEED_CLI_IMAGES": "off"], nil, "opted out"),
            (["TERM_PROGRAM": "iTerm.app", "FEED_CLI_IMAGES": "0"], nil, "opted out with 0"),
            (["TERM": "xterm-kitty", "FEED_CLI_IMAGES": "on"], .kitty, "opted in changes nothing"),
            (["TERM": "xterm-kitty", "NO_COLOR": "1"], .kitty, "NO_COLOR is about colour"),
            (["KITTY_WINDOW_ID": "", "TMUX": ""], nil, "empty values count as unset"),
        ]

        for (environment, expected, name) in table {
            XCTAssertEqual(
                InlineImageProtocol.detect(in: environment, optOutVariable: "FEED_CLI_IMAGES"), expected, name)
        }
    }

    func test_canShow_kittyTakesPNGOnly_iTerm2AnyNonEmptyData() {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 30))

        XCTAssertTrue(InlineImageProtocol.kitty.canShow(makePNG()))
        XCTAssertFalse(InlineImageProtocol.kitty.canShow(jpeg))
        XCTAssertFalse(InlineImageProtocol.kitty.canShow(makePNG(width: 0)))
        XCTAssertTrue(InlineImageProtocol.iTerm2.canShow(jpeg))
        XCTAssertFalse(InlineImageProtocol.iTerm2.canShow(Data()))
    }
}
