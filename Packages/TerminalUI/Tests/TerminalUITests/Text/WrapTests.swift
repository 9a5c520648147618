import Testing

@testable import TerminalUI

@Suite("TerminalText.wrap: lines by display width")
struct WrapTests {
    @Test("breaks at spaces within the width")
    func wrapsAtSpaces() {
        #expect(TerminalText.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test("a text that fits stays one line")
    func fits() {
        #expect(TerminalText.wrap("short", width: 10) == ["short"])
    }

    @Test("a word longer than the width is cut into chunks")
    func longWord() {
        #expect(TerminalText.wrap("abcdefghij kl", width: 4) == ["abcd", "efgh", "ij", "kl"])
    }

    @Test("a 200 KB word (100,000 × é) is cut into full lines and a rest, in one pass (it took over a minute)")
    func hugeWord() {
        let lines = TerminalText.wrap(String(repeating: "é", count: 100_005), width: 80)

        #expect(lines.count == 1_251)
        #expect(lines.dropLast().allSatisfy { $0 == String(repeating: "é", count: 80) })
        #expect(lines.last == String(repeating: "é", count: 5))
    }

    @Test("a character wider than the width gets a line of its own")
    func characterWiderThanTheWidth() {
        #expect(TerminalText.wrap("a東b", width: 1) == ["a", "東", "b"])
    }

    @Test("wide characters are wrapped by columns, not characters")
    func wideCharacters() {
        #expect(TerminalText.wrap("東京タワー", width: 5) == ["東京", "タワ", "ー"])
    }

    @Test("existing line breaks start new lines, empty lines are kept")
    func keepsLineBreaks() {
        #expect(TerminalText.wrap("one\n\ntwo three", width: 5) == ["one", "", "two", "three"])
    }

    @Test("a width below one still makes progress")
    func tinyWidth() {
        #expect(TerminalText.wrap("ab", width: 0) == ["a", "b"])
    }

    @Test("no wrapped line is wider than the width", arguments: [1, 2, 3, 7, 20])
    func neverWider(width: Int) {
        let text = "Ελληνικά 東京タワー 👨‍👩‍👧 supercalifragilistic a b c Café"

        for line in TerminalText.wrap(text, width: width) {
            #expect(DisplayWidth.of(line) <= max(width, 2))
        }
    }

    @Test("truncate ends a cut text with an ellipsis within the width")
    func truncates() {
        #expect(TerminalText.truncate("hello world", width: 6) == "hello…")
        #expect(TerminalText.truncate("東京タワー", width: 5) == "東京…")
        #expect(TerminalText.truncate("fits", width: 4) == "fits")
    }

    @Test("tail keeps the end of a text after an ellipsis, leaving a column free after it")
    func tails() {
        #expect(TerminalText.tail("hello world", width: 6) == "…orld")
        #expect(TerminalText.tail("東京タワー", width: 5) == "…ー")
        #expect(TerminalText.tail("fits", width: 4) == "…ts")
        #expect(TerminalText.tail("fits", width: 5) == "fits")
    }

    @Test("pad fills with spaces up to the width")
    func pads() {
        #expect(TerminalText.pad("東", width: 4) == "東  ")
    }
}
