import Testing

@testable import TerminalUI

@Suite("TerminalPalette and ColorDepth: the nearest colour a terminal can show")
struct TerminalPaletteTests {
    @Test(
        "the 256-colour palette maps known colours to the cube or the grey ramp",
        arguments: [
            ((255, 0, 0), 196), ((0, 0, 0), 16), ((255, 255, 255), 231), ((128, 128, 128), 244),
            ((95, 135, 175), 67), ((8, 8, 8), 232), ((240, 240, 240), 255), ((0, 95, 0), 22),
        ] as [((UInt8, UInt8, UInt8), UInt8)])
    func xterm256Nearest(_ color: (UInt8, UInt8, UInt8), _ expected: UInt8) {
        #expect(TerminalPalette.xterm256(RGBColor(red: color.0, green: color.1, blue: color.2)) == expected)
    }

    @Test(
        "the 16-colour palette maps known colours to the ANSI ones",
        arguments: [
            ((250, 10, 10), 9), ((200, 0, 0), 1), ((10, 10, 10), 0), ((120, 120, 120), 8), ((0, 0, 230), 4),
            ((250, 250, 250), 15), ((0, 190, 200), 6),
        ] as [((UInt8, UInt8, UInt8), UInt8)])
    func ansi16Nearest(_ color: (UInt8, UInt8, UInt8), _ expected: UInt8) {
        #expect(TerminalPalette.ansi16(RGBColor(red: color.0, green: color.1, blue: color.2)) == expected)
    }

    @Test("ANSI colours are 30–37 and 90–97 in front, 40–47 and 100–107 behind")
    func ansiStyles() {
        #expect([0, 7, 8, 15].map { Style.foreground(ansi: $0).codes } == [["30"], ["37"], ["90"], ["97"]])
        #expect([0, 7, 8, 15].map { Style.background(ansi: $0).codes } == [["40"], ["47"], ["100"], ["107"]])
    }

    @Test(
        "colour depth follows what the terminal draws, not only its terminfo name",
        arguments: [
            (["COLORTERM": "truecolor", "TERM": "xterm"], ColorDepth.trueColor),
            (["COLORTERM": "24bit"], .trueColor),
            (["TERM": "xterm-direct"], .trueColor),
            (["TERM": "xterm-kitty"], .trueColor),
            (["TERM": "xterm-256color", "VTE_VERSION": "7200"], .trueColor),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .trueColor),
            (["COLORTERM": "yes", "TERM": "xterm-256color"], .palette256),
            (["TERM": "tmux-256color"], .palette256),
            (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], .palette256),
            (["TERM": "screen-256color"], .palette256),
            (["TERM": "xterm"], .palette256),
            (["TERM": "mlterm"], .palette256),
            (["TERM": "vt100", "MLTERM": "3.9.0"], .palette256),
            (["TERM": "vt220", "XTERM_VERSION": "XTerm(379)"], .palette256),
            (["TERM": "screen", "STY": "1.pts-0", "XTERM_VERSION": "XTerm(379)"], .palette16),
            (["TERM": "xterm-16color"], .palette16),
            (["TERM": "linux"], .palette16),
            ([:], .palette16),
        ] as [([String: String], ColorDepth)])
    func detectsTheDepth(_ environment: [String: String], _ expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == expected)
    }
}
