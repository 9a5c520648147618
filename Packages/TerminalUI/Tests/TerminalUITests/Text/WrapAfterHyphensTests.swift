import Testing

@testable import TerminalUI

@Suite("TerminalText.wrapAfterHyphens: an id of hyphen-joined groups broken after its hyphens")
struct WrapAfterHyphensTests {
    private let id = "0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9"

    @Test("a word that fits stays one line")
    func fits() {
        #expect(TerminalText.wrapAfterHyphens(id, width: 36) == [id])
    }

    @Test("a wider word breaks after its hyphens, each line as many whole groups as fit")
    func breaksAfterHyphens() {
        #expect(TerminalText.wrapAfterHyphens(id, width: 16) == ["0a1b2c3d-4e5f-", "6071-8293-", "a4b5c6d7e8f9"])
    }

    @Test("a group wider than the width is cut inside")
    func longGroup() {
        #expect(TerminalText.wrapAfterHyphens("abcdefgh-ij", width: 5) == ["abcde", "fgh-", "ij"])
    }

    @Test("a text with spaces wraps at its spaces, its hyphens kept as they are")
    func textWithSpaces() {
        #expect(TerminalText.wrapAfterHyphens("well- known words", width: 11) == ["well- known", "words"])
    }
}
