import FeedCLITestSupport
import Foundation
import TerminalUI
import Testing

/// The pictures of `--images`: each mode draws in its own escape sequences, into a pipe too when named; `auto`
/// draws only on a terminal, so a pipe gets text (and `image` its bytes), as before.
@Suite("End to end: show, image and feed draw the picture in each --images mode")
struct PicturesEndToEndTests {
    struct Mode: Sendable, CustomTestStringConvertible {
        let name: String
        /// What only a picture drawn this way writes.
        let marker: String
        var testDescription: String { name }
    }

    static let modes = [
        Mode(name: "blocks", marker: "▀"), Mode(name: "sixel", marker: "\u{1B}P0;1;0q"),
        Mode(name: "kitty", marker: "\u{1B}_Ga=T,f=24,"), Mode(name: "iterm2", marker: "\u{1B}]1337;File=inline=1;"),
    ]
    static let markers = modes.map(\.marker)
    /// 03.png and 09.jpg (stored sideways, EXIF orientation 6) of the sample API.
    static let png = SampleAPI.imageWithComments
    static let jpeg = "1bb6d2a3-3a5c-5b7d-9692-b9ed40eb9be7"

    @Test("show draws the PNG and the JPEG above the details", arguments: modes)
    func show(_ mode: Mode) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp(); server.stop() }

        for id in [Self.png, Self.jpeg] {
            let result = try await cli.run(
                ["show", id, "--images", mode.name] + Self.base(server), environment: Self.truecolor)

            #expect(result.exitCode == 0, "\(result.stderr)")
            let picture = try #require(
                result.stdout.range(of: mode.marker), "\(mode.name): \(result.stdout.prefix(200))")
            let details = try #require(result.stdout.range(of: id))
            #expect(picture.lowerBound < details.lowerBound)
        }
    }

    @Test("image draws the picture, then its summary, instead of the bytes", arguments: modes)
    func image(_ mode: Mode) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp(); server.stop() }

        let result = try await cli.run(
            ["image", Self.jpeg, "--images", mode.name] + Self.base(server), environment: Self.truecolor)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(mode.marker))
        #expect(result.stdout.hasSuffix("JPEG image · 600×800 · 37305 bytes\n"), "upright by its EXIF orientation")
    }

    @Test("feed draws a thumbnail beside every item it can decode", arguments: modes)
    func feed(_ mode: Mode) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp(); server.stop() }

        let result = try await cli.run(
            ["feed", "--images", mode.name] + Self.base(server), environment: Self.truecolor)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: mode.marker).count - 1 >= 9, "one per decodable item of 10")
    }

    @Test(
        "feed beside its thumbnails, show and comments keep every line within the width, from 20 to 200 columns",
        arguments: [20, 40, 80, 200])
    func everyLineWithinTheWidth(columns: Int) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp(); server.stop() }
        let environment = Self.truecolor.merging(["COLUMNS": String(columns)]) { $1 }

        for arguments in [
            ["feed", "--no-pager", "--images", "blocks"], ["show", Self.png, "--images", "blocks"],
            ["comments", Self.png],
        ] {
            let result = try await cli.run(arguments + Self.base(server), environment: environment)

            #expect(result.exitCode == 0, "\(result.stderr)")
            let wide = result.stdout.split(separator: "\n").filter {
                DisplayWidth.of(String($0).replacing(/\x{1B}\[[0-9;?]*[A-Za-z]/, with: "")) > columns
            }
            #expect(wide == [], "\(arguments[0]) at \(columns) columns")
        }
    }

    @Test("off, and auto into a pipe, draw nothing: feed and show are text, image is its bytes")
    func noPictures() async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp(); server.stop() }

        for images in [["--images", "off"], [], ["--images", "auto"]] {
            let feed = try await cli.run(["feed"] + images + Self.base(server), environment: Self.truecolor)
            let show = try await cli.run(["show", Self.png] + images + Self.base(server), environment: Self.truecolor)
            let image = try await cli.run(["image", Self.png] + images + Self.base(server))

            for output in [feed.stdout, show.stdout] {
                #expect(!Self.markers.contains { output.contains($0) }, "\(images)")
            }
            #expect(image.stdout.hasPrefix("\u{89}PNG") || image.stdout.utf8.starts(with: [0xEF, 0xBF, 0xBD, 0x50]))
        }
    }

    @Test("FEED_CLI_IMAGES names the mode; one that names none is a usage error")
    func environmentVariable() async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp(); server.stop() }

        let blocks = try await cli.run(
            ["show", Self.png] + Self.base(server), environment: ["FEED_CLI_IMAGES": "blocks"])
        let bogus = try await cli.run(
            ["show", Self.png] + Self.base(server), environment: ["FEED_CLI_IMAGES": "bogus"])

        #expect(blocks.stdout.contains("▀"))
        #expect(bogus.exitCode == 64)
        #expect(
            bogus.stderr.contains(
                "FEED_CLI_IMAGES must be one of auto, kitty, iterm2, sixel, blocks, off, not 'bogus'."))
    }

    private static let truecolor = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]

    private static func makeSUT() async throws -> (BuiltCLI, ServeProcess) {
        let cli = try BuiltCLI()
        return (cli, try await ServeProcess())
    }

    private static func base(_ server: ServeProcess) -> [String] {
        ["--base-url", server.baseURL.absoluteString]
    }
}
