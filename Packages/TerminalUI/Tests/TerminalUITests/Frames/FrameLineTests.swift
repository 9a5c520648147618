import Testing

@testable import TerminalUI

@Suite("FrameLine: one line of a frame, exactly as wide as the screen")
struct FrameLineTests {
    @Test("pads a short line to the width")
    func padsToTheWidth() {
        #expect(FrameLine("abc").rendered(width: 6) == "abc   ")
    }

    @Test("cuts the left part with an ellipsis to keep the right part whole")
    func cutsTheLeftToKeepTheRight() {
        var line = FrameLine("a long location")
        line.appendRight("12 kB")

        #expect(line.rendered(width: 12) == "a lon… 12 kB")
        #expect(DisplayWidth.of(line.rendered(width: 12)) == 12)
    }

    @Test("is never wider than the width, even with wide characters", arguments: 1...20)
    func neverExceedsTheWidthWithWideCharacters(width: Int) {
        var line = FrameLine("東京タワーの夜景")
        line.appendRight("⠋")

        #expect(DisplayWidth.of(line.rendered(width: width)) == width)
    }

    @Test("applies its style, and the background to the padding too")
    func appliesStylesAndTheBackgroundToThePadding() {
        var line = FrameLine("a", style: .bold)
        line.background = .inverse

        #expect(line.rendered(width: 3) == "\u{1B}[7;1ma\u{1B}[0m\u{1B}[7m  \u{1B}[0m")
    }

    @Test("under a selection, spans keep their weight but lose their colours, in 16, 256 and 24-bit colour")
    func underASelectionSpansLoseTheirColours() {
        var line = FrameLine("a", style: .bold.with(.foreground(255)))
        line.append("b", .foreground(ansi: 9).with(.background(ansi: 2)))
        line.append("c", .foreground(red: 1, green: 2, blue: 3).with(.background(17)))
        line.background = .inverse

        #expect(
            line.rendered(width: 4)
                == "\u{1B}[7;1ma\u{1B}[0m" + "\u{1B}[7mb\u{1B}[0m" + "\u{1B}[7mc\u{1B}[0m" + "\u{1B}[7m \u{1B}[0m")
    }

    @Test("a rule is as wide as the line, at least one column")
    func ruleIsAsWideAsTheLine() {
        #expect(FrameLine.rule(width: 5).rendered(width: 5) == "─────")
        #expect(FrameLine.rule(width: 0) == FrameLine("─"))
    }
}
