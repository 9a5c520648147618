import Foundation
import Testing

@Suite("End to end: show writes the image URL as an OSC 8 link on a terminal that shows links, and only there")
struct ShowHyperlinkEndToEndTests {
    static let linkStart = "\u{1B}]8;;http://127.0.0.1:"
    static let linkEnd = "\u{1B}]8;;\u{1B}\\"

    @Test("on a terminal known for links (kitty, VTE, WezTerm…) the URL is a link to itself")
    func linkOnATerminalThatShowsThem() async throws {
        let run = try await PagedRun.onTerminal(
            "show \(PagedRun.sampleImageID) --images off", environment: ["TERM": "xterm-kitty"])

        #expect(run.result.exitCode == 0, "\(run.result.stderr)")
        #expect(run.result.stdout.contains(Self.linkStart), "\(run.result.stdout.debugDescription)")
        #expect(run.result.stdout.contains("/images/01.png\u{1B}\\http://127.0.0.1:"))
        #expect(run.result.stdout.contains(Self.linkEnd))
    }

    @Test("no link on a terminal not known for them, nor into a pipe")
    func noLinkElsewhere() async throws {
        let plainTerminal = try await PagedRun.onTerminal(
            "show \(PagedRun.sampleImageID) --images off", environment: ["TERM": "xterm-256color"])
        let piped = try await BuiltCLI.runOnce(
            ["show", PagedRun.sampleImageID], environment: ["TERM": "xterm-kitty", "VTE_VERSION": "7200"])

        #expect(plainTerminal.result.stdout.contains("/images/01.png"), "\(plainTerminal.result.stdout)")
        #expect(!plainTerminal.result.stdout.contains("\u{1B}]8;"))
        #expect(piped.stdout.contains("/images/01.png"), "\(piped.stdout)")
        #expect(!piped.stdout.contains("\u{1B}]8;"))
    }
}
