import Foundation
import Testing

@testable import TerminalUI

@Suite("TerminalLinks: OSC 52 for the clipboard and OSC 8 for links, nothing in them able to end them early")
struct TerminalLinksTests {
    @Test("the clipboard gets the text base64 encoded, so any byte is safe in it")
    func clipboardIsBase64() {
        let text = "https://x.example/a?b=\u{1B}]0;owned\u{07}"

        let sequence = TerminalLinks.clipboard(text, environment: [:])

        #expect(sequence == "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
    }

    @Test("inside GNU screen the sequence is wrapped for it to pass on; tmux takes it as it is")
    func screenWrapsTmuxDoesNot() {
        let plain = TerminalLinks.clipboard("id", environment: [:])

        #expect(TerminalLinks.clipboard("id", environment: ["STY": "1.pts-0"]) == "\u{1B}P" + plain! + "\u{1B}\\")
        #expect(TerminalLinks.clipboard("id", environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == plain)
    }

    @Test("text too long for a terminal to take is not sent")
    func tooLong() {
        let text = String(repeating: "a", count: TerminalLinks.maximumClipboardBytes + 1)

        #expect(TerminalLinks.clipboard(text, environment: [:]) == nil)
    }

    @Test("a link's URL keeps only printable ASCII: an ESC, a BEL, a C1 byte or a space cannot end it early")
    func hyperlinkSanitisesTheURL() {
        let link = TerminalLinks.hyperlink(
            "text", url: "https://x.example/\u{1B}\\\u{1B}]8;;evil\u{07}\u{9C} a\u{7F}é")

        #expect(link == "\u{1B}]8;;https://x.example/\\]8;;evila\u{1B}\\text\u{1B}]8;;\u{1B}\\")
        #expect(TerminalLinks.hyperlink("text", url: "\u{1B}\u{07}") == "text")
    }

    @Test("links only on terminals known to show them, never on a dumb one or the Linux console")
    func supportsHyperlinks() {
        #expect(TerminalLinks.supportsHyperlinks(environment: ["TERM": "xterm-kitty"]))
        #expect(TerminalLinks.supportsHyperlinks(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]))
        #expect(TerminalLinks.supportsHyperlinks(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]))
        #expect(!TerminalLinks.supportsHyperlinks(environment: ["TERM": "xterm-256color"]))
        #expect(!TerminalLinks.supportsHyperlinks(environment: ["TERM": "linux", "VTE_VERSION": "7200"]))
        #expect(!TerminalLinks.supportsHyperlinks(environment: ["TERM": "dumb", "FORCE_HYPERLINK": "1"]))
    }
}
