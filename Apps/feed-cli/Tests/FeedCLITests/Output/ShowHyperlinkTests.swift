import Foundation
import Testing

@Suite("show and image link to the image URL (OSC 8) on a terminal that shows links, and only there")
struct ShowHyperlinkTests {
    static let imageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"
    static let linkStart = "\u{1B}]8;;http://127.0.0.1:"
    static let linkEnd = "\u{1B}]8;;\u{1B}\\"

    @Test("on a terminal known for links (kitty, VTE, WezTerm…) the URL is a link to itself")
    func linkOnATerminalThatShowsThem() async throws {
        let run = try await Self.onTerminal(["show", Self.imageID, "--images", "off"], term: "xterm-kitty")

        #expect(run.exitCode == 0, "\(run.stdout)")
        #expect(run.stdout.contains(Self.linkStart), "\(run.stdout.debugDescription)")
        #expect(run.stdout.contains("/images/01.png\u{1B}\\http://127.0.0.1:"))
        #expect(run.stdout.contains(Self.linkEnd))
    }

    @Test("no link on a terminal not known for them, nor into a pipe")
    func noLinkElsewhere() async throws {
        let plainTerminal = try await Self.onTerminal(
            ["show", Self.imageID, "--images", "off"], term: "xterm-256color")
        let piped = try await InProcessCLI.runOnce(
            ["show", Self.imageID], environment: ["TERM": "xterm-kitty", "VTE_VERSION": "7200"])

        #expect(plainTerminal.stdout.contains("/images/01.png"), "\(plainTerminal.stdout)")
        #expect(!plainTerminal.stdout.contains("\u{1B}]8;"))
        #expect(piped.stdout.contains("/images/01.png"), "\(piped.stdout)")
        #expect(!piped.stdout.contains("\u{1B}]8;"))
    }

    @Test("image's summary on a terminal known for links links to the image's URL; not on another, nor into a pipe")
    func imageSummaryLinks() async throws {
        let linked = try await Self.onTerminal(["image", Self.imageID, "--images", "off"], term: "xterm-kitty")
        let plain = try await Self.onTerminal(["image", Self.imageID, "--images", "off"], term: "xterm-256color")

        #expect(linked.exitCode == 0, "\(linked.stdout)")
        #expect(linked.stdout.contains(Self.linkStart), "\(linked.stdout.debugDescription)")
        #expect(linked.stdout.contains("/images/01.png\u{1B}\\PNG"), "\(linked.stdout.debugDescription)")
        #expect(linked.stdout.contains(Self.linkEnd))
        #expect(plain.stdout.contains("PNG"), "\(plain.stdout.debugDescription)")
        #expect(!plain.stdout.contains("\u{1B}]8;"))
    }

    /// `arguments` on a terminal whose `TERM` is `term`, in a cache folder of its own.
    private static func onTerminal(_ arguments: [String], term: String) async throws -> CLIResult {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        return await cli.run(arguments, environment: ["TERM": term], onTerminal: true)
    }
}
