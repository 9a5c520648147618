import Testing

@testable import TerminalUI

@Suite("Theme.resolve: colours only where people want them")
struct ThemeTests {
    @Test("no colour when not a terminal")
    func notTerminal() {
        #expect(Theme.resolve(option: .dark, environment: [:], isTerminal: false) == .none)
    }

    @Test("no colour when NO_COLOR is set, whatever its value")
    func noColorEnvironment() {
        #expect(Theme.resolve(option: .light, environment: ["NO_COLOR": ""], isTerminal: true) == .none)
        #expect(Theme.resolve(environment: ["NO_COLOR": "1"], isTerminal: true) == .none)
    }

    @Test("no colour with --no-color")
    func noColorFlag() {
        #expect(Theme.resolve(option: .dark, noColor: true, environment: [:], isTerminal: true) == .none)
    }

    @Test("an explicit theme wins over COLORFGBG")
    func explicit() {
        #expect(Theme.resolve(option: .light, environment: ["COLORFGBG": "15;0"], isTerminal: true) == .light)
        #expect(Theme.resolve(option: .dark, environment: ["COLORFGBG": "0;15"], isTerminal: true) == .dark)
    }

    @Test(
        "auto reads the background from COLORFGBG",
        arguments: [
            ("0;15", Theme.Name.light), ("0;7", .light), ("15;0", .dark), ("15;default;0", .dark), ("12;8", .dark),
        ])
    func auto(colorfgbg: String, expected: Theme.Name) {
        #expect(Theme.resolve(environment: ["COLORFGBG": colorfgbg], isTerminal: true).name == expected)
    }

    @Test("auto takes the background the terminal answered over COLORFGBG; COLORFGBG when it answered nothing")
    func autoAsksTheTerminalFirst() {
        let colorfgbg = ["COLORFGBG": "15;0"]

        #expect(Theme.resolve(environment: colorfgbg, isTerminal: true, askBackground: { true }) == .light)
        #expect(Theme.resolve(environment: [:], isTerminal: true, askBackground: { false }) == .dark)
        #expect(Theme.resolve(environment: colorfgbg, isTerminal: true, askBackground: { nil }) == .dark)
        #expect(Theme.resolve(environment: ["COLORFGBG": "0;15"], isTerminal: true, askBackground: { nil }) == .light)
    }

    @Test("the terminal is asked only for auto on a terminal in colour")
    func asksOnlyForAutoInColour() {
        var asked = 0
        let ask: () -> Bool? = {
            asked += 1
            return true
        }

        _ = Theme.resolve(option: .dark, environment: [:], isTerminal: true, askBackground: ask)
        _ = Theme.resolve(environment: [:], isTerminal: false, askBackground: ask)
        _ = Theme.resolve(noColor: true, environment: [:], isTerminal: true, askBackground: ask)

        #expect(asked == 0)
    }

    @Test("auto without COLORFGBG is dark")
    func autoDefault() {
        #expect(Theme.resolve(environment: [:], isTerminal: true) == .dark)
    }

    @Test("the no-colour theme writes no escape sequences")
    func noneIsPlain() {
        #expect(Theme.none.title.apply("x") == "x")
        #expect(Theme.dark.title.apply("x") != "x")
    }

    @Test("a style wraps text in its SGR sequence and a reset")
    func styleApply() {
        #expect(Style.bold.with(.foreground(33)).apply("hi") == "\u{1B}[1;38;5;33mhi\u{1B}[0m")
        #expect(Style.bold.apply("") == "")
    }
}
