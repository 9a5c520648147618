import Foundation
import Testing

/// `--theme auto` read only `COLORFGBG`, which most terminals do not set: a terminal with a white background (mlterm)
/// got the dark theme's white titles, invisible there. It is asked its background colour with the graphics query.
/// Here the test is the terminal that answers.
extension BrowseOnTerminalTests {
    @Test("a terminal that answers a white background gets the light theme, and its answer is never typed")
    func lightTerminal() async throws {
        let run = try launch(arguments: ["--theme", "auto"], environment: ["COLORFGBG": "15;0"], answersQueries: false)
        let terminal = run.terminal
        #expect(await terminal.shows("\u{1B}]11;?"), "asks the background colour: \(terminal.text.debugDescription)")

        terminal.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")

        #expect(await terminal.shows("▸"), "the feed loaded: \(terminal.text)")
        #expect(
            terminal.text.contains("\u{1B}[1;38;5;24m My Feed"), "the light theme's title: \(terminal.text.suffix(800))"
        )
        #expect(!terminal.text.contains("rgb:ffff"), "the answer is not echoed")
        terminal.type("q")
        await assertExitsRestoring(run)
    }

    @Test("stderr on the same light terminal gets the light theme too: a warning in its dark orange, not yellow")
    func lightTerminalStandardError() async throws {
        let run = try cli.startOnTerminal(
            ["cache", "info", "--cache-dir", cache.path, "--lang", "ar"], answersQueries: false)
        let terminal = run.terminal
        #expect(await terminal.shows("\u{1B}]11;?"), "asks the background colour: \(terminal.text.debugDescription)")

        terminal.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62c")

        #expect(await run.exit() == 0, "\(terminal.text)")
        #expect(terminal.text.contains("\u{1B}[38;5;130mfeed-cli: warning: no 'ar' translation"), "\(terminal.text)")
    }
}
