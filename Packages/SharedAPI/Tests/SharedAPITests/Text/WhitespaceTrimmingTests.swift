import Foundation
import SharedAPI
import Testing

@Suite("Trimming whitespace gives Foundation's result, Unicode's spaces and line breaks included")
struct WhitespaceTrimmingTests {
    static let texts: [String] = [
        "", " ", "\t", "\n", "\r\n", "a", "abc", " abc", "abc ", "\tabc\t", "\nabc\n", " a b ", "http://x/ ",
        "\u{00A0}abc", "abc\u{00A0}", "\u{2003}abc\u{3000}", "\u{0085}abc", "abc\u{2028}", "\u{2029}",
        "\u{000B}abc\u{000C}", "\u{007F}abc", "abc\u{0000}", "e\u{0301}", "\u{0301}e", "🇧🇷", " 🇧🇷 ", "são paulo",
        "  são\u{00A0}paulo\u{202F}", "\u{FEFF}abc", "abc\u{200B}", "pt_BR.UTF-8", "~", "!x!",
    ]

    @Test("without newlines: what trimmingCharacters(in: .whitespaces) gives")
    func whitespaces() {
        for text in Self.texts {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            let slice = text[...]
            #expect(slice.trimmingWhitespace() == slice.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test("with newlines: what trimmingCharacters(in: .whitespacesAndNewlines) gives")
    func whitespacesAndNewlines() {
        for text in Self.texts {
            #expect(
                text.trimmingWhitespace(newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.debugDescription)")
        }
    }
}
