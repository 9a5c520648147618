import Foundation
import SampleFeedAPI
import SharedAPITestSupport
import Testing

/// `feed` with pictures against a feed whose second picture is missing (the sample API answers 404 for it): that
/// row gets a box as large as a thumbnail saying "no picture" in the person's language, and its text stays in the
/// column beside the other rows' pictures. The JSON and `--images off` do not change.
@Suite("feed draws a no-picture box where a thumbnail could not be had")
struct MissingPictureTests {
    static let missingID = "33333332-3333-4333-8333-333333333333"

    @Test(
        "a picture that 404s gets the box, its text in the column of the others', at 80 and 40 columns",
        arguments: ["blocks", "kitty"], [80, 40])
    func missingPictureGetsTheBox(images: String, columns: Int) async throws {
        let (cli, sample, feed) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        let result = await cli.run(
            ["feed", "--no-pager", "--images", images] + Self.base(feed), environment: Self.truecolor,
            columns: columns)
        feed.stop()
        await sample.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = Self.visibleLines(result.stdout)
        let mark = try #require(lines.firstIndex { $0.hasPrefix("    no picture ") }, "\(lines)")
        // 18 columns of box (the mark centred), one blank column, then the row's text: the id under its location.
        #expect(lines[mark].hasPrefix("    no picture     " + Self.missingID.prefix(8)), "\(lines[mark])")
        #expect(lines[mark - 2] == String(repeating: " ", count: 19) + "📍 Oslo", "\(lines[mark - 2])")
        let marker = images == "blocks" ? "▀" : "\u{1B}_Ga=T"
        #expect(result.stdout.components(separatedBy: marker).count - 1 >= 2, "the two other pictures are drawn")
        #expect(lines.filter { $0.contains("no picture") }.count == 1)
    }

    @Test("the mark is in the person's language, a CJK mark counted two columns a character")
    func markIsInThePersonsLanguage() async throws {
        let (cli, sample, feed) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        let result = await cli.run(
            ["feed", "--no-pager", "--images", "blocks", "--lang", "ja"] + Self.base(feed),
            environment: Self.truecolor, columns: 40)
        feed.stop()
        await sample.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = Self.visibleLines(result.stdout)
        #expect(lines.contains { $0.hasPrefix("     画像なし      " + Self.missingID.prefix(8)) }, "\(lines)")
    }

    @Test("--images off and --json are as before: no box, no mark")
    func offAndJSONAreAsBefore() async throws {
        let (cli, sample, feed) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        let off = await cli.run(
            ["feed", "--no-pager", "--images", "off"] + Self.base(feed), environment: Self.truecolor)
        let json = await cli.run(
            ["feed", "--json", "--images", "blocks"] + Self.base(feed), environment: Self.truecolor)
        feed.stop()
        await sample.stop()

        #expect(off.exitCode == 0 && json.exitCode == 0, "\(off.stderr)\(json.stderr)")
        #expect(!off.stdout.contains("no picture") && !json.stdout.contains("no picture"))
        #expect(Self.visibleLines(off.stdout).contains("📍 Oslo"))
        #expect(json.stdout.contains(Self.missingID))
    }

    private static let truecolor = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]

    /// The sample API for the pictures (its 01.png and 03.png, and a name it answers 404 for), and a feed of three
    /// images that points at them.
    private static func makeSUT() async throws -> (InProcessCLI, RunningSampleServer, LoopbackHTTPServer) {
        let cli = try InProcessCLI()
        let sample = try await SampleAPI.start()
        let pictures = sample.baseURL.absoluteString
        let items = [
            HostileAPI.feedItem(image: "\"\(pictures)/images/01.png\""),
            HostileAPI.feedItem(id: "\"\(missingID)\"", image: "\"\(pictures)/images/missing.png\""),
            HostileAPI.feedItem(
                id: "\"33333333-3333-4333-8333-333333333333\"", image: "\"\(pictures)/images/03.png\""),
        ]
        let feed = try LoopbackHTTPServer { request in
            .json(HostileAPI.feed(request.target.contains("after_id") ? [] : items))
        }
        return (cli, sample, feed)
    }

    private static func base(_ feed: LoopbackHTTPServer) -> [String] {
        ["--base-url", feed.baseURL.absoluteString]
    }

    /// The lines of `text` without colours, a placed picture's escape sequences or its cursor moves.
    private static func visibleLines(_ text: String) -> [String] {
        text.replacing(/\x{1B}_G[^\x{1B}]*\x{1B}\\/, with: "").replacing(/\x{1B}[78]/, with: "")
            .replacing(/\x{1B}\[[0-9;?]*[A-Za-z]/, with: "").replacing("\r", with: "")
            .components(separatedBy: "\n")
    }
}
