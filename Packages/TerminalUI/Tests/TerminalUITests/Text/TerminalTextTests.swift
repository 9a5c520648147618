import Testing

@testable import TerminalUI

@Suite("TerminalText.safe: network text made safe for a terminal")
struct TerminalTextTests {
    @Test("plain text, accents, CJK and emoji pass through unchanged")
    func plainTextIsUnchanged() {
        for text in ["East Side Gallery", "Café São Paulo", "東京タワー", "👍🏽 👨‍👩‍👧", "Ελληνικά", ""] {
            #expect(TerminalText.safe(text) == text)
        }
    }

    @Test("a CSI colour sequence is removed as a whole")
    func removesCSI() {
        #expect(TerminalText.safe("a\u{1B}[31;1mred\u{1B}[0m b") == "a�red� b")
    }

    @Test("a CSI with intermediate bytes and private parameters is removed as a whole")
    func removesPrivateCSI() {
        #expect(TerminalText.safe("x\u{1B}[?1049hy\u{1B}[2 qz") == "x�y�z")
    }

    @Test("the 8-bit CSI (U+009B) is removed with its parameters")
    func removes8BitCSI() {
        #expect(TerminalText.safe("a\u{9B}2Jb") == "a�b")
    }

    @Test("an OSC title or hyperlink is removed up to BEL or ST")
    func removesOSC() {
        #expect(TerminalText.safe("a\u{1B}]0;pwned\u{07}b") == "a�b")
        #expect(TerminalText.safe("a\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\b") == "a�link�b")
        #expect(TerminalText.safe("a\u{9D}0;t\u{9C}b") == "a�b")
    }

    @Test("DCS, APC, PM and SOS strings are removed", arguments: ["P", "_", "^", "X"])
    func removesControlStrings(introducer: String) {
        #expect(TerminalText.safe("a\u{1B}\(introducer)payload\u{1B}\\b") == "a�b")
    }

    @Test("an unterminated OSC swallows the rest instead of reaching the terminal")
    func unterminatedOSC() {
        #expect(TerminalText.safe("a\u{1B}]0;never ends") == "a�")
    }

    @Test("two-byte escapes such as RIS (ESC c) and charset switches are removed")
    func removesShortEscapes() {
        #expect(TerminalText.safe("a\u{1B}cb\u{1B}(0c") == "a�b�c")
    }

    @Test("a trailing lone ESC becomes a visible control picture")
    func loneEscape() {
        #expect(TerminalText.safe("a\u{1B}") == "a␛")
    }

    @Test("C0 controls, DEL and C1 controls become visible")
    func controlsBecomeVisible() {
        #expect(TerminalText.safe("a\u{07}b\u{08}c\u{00}d\u{7F}e\u{85}f\u{9C}g") == "a␇b␈c␀d␡e�f�g")
    }

    @Test("a lone carriage return cannot overwrite the line")
    func carriageReturn() {
        #expect(TerminalText.safe("safe\rEVIL") == "safe␍EVIL")
    }

    @Test(
        "bidi overrides, embeddings, isolates and marks are shown as code points",
        arguments: [
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C,
        ])
    func bidiIsVisible(value: UInt32) {
        let scalar = Character(Unicode.Scalar(value)!)
        let hex = String(value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 4 - hex.count) + hex

        #expect(TerminalText.safe("a\(scalar)b") == "a<U+\(padded)>b")
    }

    @Test("line breaks become spaces in single-line fields")
    func lineBreaksAsSpaces() {
        #expect(TerminalText.safe("one\ntwo\r\nthree\u{2028}four\tfive") == "one two three four five")
    }

    @Test("line breaks are kept, CRLF normalised, when asked to")
    func lineBreaksKept() {
        #expect(TerminalText.safe("one\ntwo\r\nthree\u{2029}x", lineBreaks: .keep) == "one\ntwo\nthree\nx")
    }

    @Test("no output of safe() ever contains a control character or a bidi control")
    func neverLeavesControls() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt32] = [
            0x1B, 0x9B, 0x9D, 0x07, 0x5B, 0x5D, 0x5C, 0x30, 0x3B, 0x6D, 0x41, 0x202E, 0x0A, 0x0D, 0x9C, 0x50,
        ]
        for _ in 0..<2_000 {
            let scalars = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Character(Unicode.Scalar(alphabet.randomElement(using: &generator)!)!)
            }
            let output = TerminalText.safe(String(scalars))

            #expect(!output.unicodeScalars.contains { isControl($0) }, "\(String(scalars).debugDescription)")
        }
    }

    private func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || TerminalText.isBidiControl(scalar)
    }
}
