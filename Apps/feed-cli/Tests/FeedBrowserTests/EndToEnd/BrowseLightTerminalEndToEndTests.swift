import FeedCLITestSupport
import Foundation
import Testing

/// `--theme auto` read only `COLORFGBG`, which most terminals do not set: a terminal with a white background (mlterm)
/// got the dark theme's white titles, invisible there. It is asked its background colour with the graphics query.
extension BrowseEndToEndTests {
    @Test("a terminal that answers a white background gets the light theme, and its answer is never typed")
    func lightTerminal() throws {
        let (process, original) = try launch(arguments: ["--theme", "auto"], environment: ["COLORFGBG": "15;0"])
        defer { process.terminate() }
        #expect(process.waitFor("\u{1B}]11;?"), "asks the background colour: \(process.text.debugDescription)")

        process.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")

        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")
        #expect(
            process.text.contains("\u{1B}[1;38;5;24m My Feed"), "the light theme's title: \(process.text.suffix(800))")
        #expect(!process.text.contains("rgb:ffff"), "the answer is not echoed")
        process.type("q")
        assertExitsRestoring(process, original)
    }

    @Test("stderr on the same light terminal gets the light theme too: a warning in its dark orange, not yellow")
    func lightTerminalStandardError() throws {
        let process = try PseudoTerminalProcess(
            executable: try feedCLI(), arguments: ["cache", "info", "--cache-dir", cache.path, "--lang", "ar"],
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": cache.path], columns: 100,
            rows: 30)
        defer { process.terminate() }
        #expect(process.waitFor("\u{1B}]11;?"), "asks the background colour: \(process.text.debugDescription)")

        process.type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62c")

        #expect(process.waitForExit() == 0, "\(process.text)")
        #expect(process.text.contains("\u{1B}[38;5;130mfeed-cli: warning: no 'ar' translation"), "\(process.text)")
    }
}
