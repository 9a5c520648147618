import Testing

@testable import TerminalUI

@Suite("SymbolSet: the shapes a terminal can draw")
struct SymbolSetTests {
    @Test(
        "the terminals that draw sextants themselves get them; the Linux console half blocks; the rest block elements",
        arguments: [
            (["TERM": "xterm-kitty"], SymbolSet.sextant),
            (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], .sextant),
            (["TERM": "foot"], .sextant),
            (["TERM_PROGRAM": "WezTerm", "TERM": "xterm-256color"], .sextant),
            (["TERM": "xterm-ghostty"], .sextant),
            (["VTE_VERSION": "7006", "TERM": "xterm-256color"], .sextant),
            (["KONSOLE_VERSION": "230804", "TERM": "xterm-256color"], .block),
            (["VTE_VERSION": "6800", "TERM": "xterm-256color"], .block),
            (["TERM": "xterm-256color"], .block),
            (["TERM": "alacritty"], .block),
            ([:], .block),
            (["TERM": "linux"], .half),
        ])
    func detects(_ environment: [String: String], _ expected: SymbolSet) {
        #expect(SymbolSet.detect(environment: environment) == expected)
    }

    @Test("names parse in any case; anything else is no set")
    func parses() {
        #expect(SymbolSet(parsing: "Sextant") == .sextant)
        #expect(SymbolSet(parsing: "half") == .half)
        #expect(SymbolSet(parsing: "BLOCK") == .block)
        #expect(SymbolSet(parsing: "quadrant") == nil)
    }
}
