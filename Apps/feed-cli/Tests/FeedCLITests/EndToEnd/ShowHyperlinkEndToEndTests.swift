import Foundation
import Testing

@Suite("End to end: show and image link to the image URL (OSC 8) on a terminal that shows links, and only there")
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

    @Test("image's summary on a terminal known for links links to the image's URL; not on another, nor into a pipe")
    func imageSummaryLinks() async throws {
        let linked = try await PagedRun.onTerminal(
            "image \(PagedRun.sampleImageID) --images off", environment: ["TERM": "xterm-kitty"])
        let plain = try await PagedRun.onTerminal(
            "image \(PagedRun.sampleImageID) --images off", environment: ["TERM": "xterm-256color"])

        #expect(linked.result.exitCode == 0, "\(linked.result.stderr)")
        #expect(linked.result.stdout.contains(Self.linkStart), "\(linked.result.stdout.debugDescription)")
        #expect(linked.result.stdout.contains("/images/01.png\u{1B}\\PNG"), "\(linked.result.stdout.debugDescription)")
        #expect(linked.result.stdout.contains(Self.linkEnd))
        #expect(plain.result.stdout.contains("PNG"), "\(plain.result.stdout.debugDescription)")
        #expect(!plain.result.stdout.contains("\u{1B}]8;"))
    }
}
