import Foundation
import Testing

@Suite("feed marks the images not seen before and remembers what a person was shown")
struct NewImagesTests {
    @Test("JSON says new, a pipe gets no dots, neither remembers; a terminal run marks with a dot and remembers")
    func newUntilShownOnATerminal() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let script = await cli.run(["feed", "--json", "--pages", "2"])
        let piped = await cli.run(["feed", "--pages", "2"])
        let again = await cli.run(["feed", "--json", "--pages", "2"])
        let shown = await onTerminal(cli)
        let afterwards = await cli.run(["feed", "--json", "--pages", "2"])
        let shownAgain = await onTerminal(cli)

        #expect(try news(script) == Array(repeating: true, count: 20))
        #expect(piped.exitCode == 0 && !piped.stdout.contains("•"), "\(piped.stdout)")
        #expect(try news(again) == Array(repeating: true, count: 20))
        #expect(shown.stdout.contains("•"), "\(shown.stdout)")
        #expect(try news(afterwards) == Array(repeating: false, count: 10) + Array(repeating: true, count: 10))
        #expect(!shownAgain.stdout.contains("•"), "\(shownAgain.stdout)")
    }

    @Test(
        "a garbled or oversized seen file reads as nothing seen: every image new, the feed still shown and saved",
        arguments: [Data("\u{0}\u{1b}[2Jnot ids\n".utf8), Data(repeating: 0x61, count: 400_000)])
    func hostileSeenFile(_ contents: Data) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let folder = cli.cacheDirectory.appendingPathComponent("sample")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents.write(to: folder.appendingPathComponent("seen"))

        let result = await cli.run(["feed", "--json"])
        _ = await onTerminal(cli)
        let seen = try String(contentsOf: folder.appendingPathComponent("seen"), encoding: .utf8)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try news(result) == Array(repeating: true, count: 10))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("feed.sqlite").path))
        #expect(
            seen.split(separator: "\n").count == 10
                && seen.split(separator: "\n").allSatisfy { UUID(uuidString: String($0)) != nil })
    }

    /// `feed` on a terminal, straight to it.
    private func onTerminal(_ cli: InProcessCLI) async -> CLIResult {
        await cli.run(["feed", "--no-pager", "--images", "off"], onTerminal: true)
    }

    private func news(_ result: CLIResult) throws -> [Bool] {
        try result.items.map { $0["new"] as? Bool ?? false }
    }
}
