import Foundation
import Testing

@testable import TerminalUI

@Suite("InlineImageProtocol: which terminals can show images, and which data")
struct InlineImageProtocolTests {
    /// One environment, the protocol expected in it, and a name for the case.
    struct Detection: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let expected: InlineImageProtocol?
        let testDescription: String

        init(_ environment: [String: String], _ expected: InlineImageProtocol?, _ name: String) {
            (self.environment, self.expected, self.testDescription) = (environment, expected, name)
        }
    }

    @Test(
        "detection follows the environment",
        arguments: [
            Detection([:], nil, "nothing known"),
            Detection(["TERM": "xterm-256color", "COLORTERM": "truecolor"], nil, "a plain terminal"),
            Detection(["TERM": "xterm-kitty"], .kitty, "kitty's TERM"),
            Detection(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], .kitty, "kitty with another TERM"),
            Detection(["TERM_PROGRAM": "iTerm.app"], .iTerm2, "iTerm2"),
            Detection(["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], .iTerm2, "iTerm2 over ssh"),
            Detection(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], nil, "kitty inside tmux"),
            Detection(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], nil, "tmux's TERM"),
            Detection(["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"], nil, "screen's TERM"),
            Detection(["STY": "1234.pts-0.host", "LC_TERMINAL": "iTerm2"], nil, "inside GNU screen"),
            Detection(["TERM": "xterm-kitty", "FEED_CLI_IMAGES": "off"], nil, "opted out"),
            Detection(["TERM_PROGRAM": "iTerm.app", "FEED_CLI_IMAGES": "0"], nil, "opted out with 0"),
            Detection(["TERM": "xterm-kitty", "FEED_CLI_IMAGES": "on"], .kitty, "opted in changes nothing"),
            Detection(["TERM": "xterm-kitty", "NO_COLOR": "1"], .kitty, "NO_COLOR is about colour"),
            Detection(["KITTY_WINDOW_ID": "", "TMUX": ""], nil, "empty values count as unset"),
        ])
    func detectFollowsTheEnvironment(_ detection: Detection) {
        #expect(
            InlineImageProtocol.detect(in: detection.environment, optOutVariable: "FEED_CLI_IMAGES")
                == detection.expected,
            "\(detection.testDescription)")
    }

    @Test("kitty can show PNGs only, iTerm2 any data that is not empty")
    func canShowKittyTakesPNGOnlyITerm2AnyNonEmptyData() {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 30))

        #expect(InlineImageProtocol.kitty.canShow(makePNG()))
        #expect(!InlineImageProtocol.kitty.canShow(jpeg))
        #expect(!InlineImageProtocol.kitty.canShow(makePNG(width: 0)))
        #expect(InlineImageProtocol.iTerm2.canShow(jpeg))
        #expect(!InlineImageProtocol.iTerm2.canShow(Data()))
    }
}
