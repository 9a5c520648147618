import Foundation
import SampleFeedAPI
import TerminalUI
import Testing

/// The pictures of `--images`: each mode draws in its own escape sequences, into a pipe too when named; `auto`
/// draws only on a terminal, so a pipe gets text (and `image` its bytes), as before.
@Suite("show, image and feed draw the picture in each --images mode")
struct PicturesTests {
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
        defer { cli.cleanUp() }

        for id in [Self.png, Self.jpeg] {
            let result = await cli.run(
                ["show", id, "--images", mode.name] + Self.base(server), environment: Self.truecolor)

            #expect(result.exitCode == 0, "\(result.stderr)")
            let picture = try #require(
                result.stdout.range(of: mode.marker), "\(mode.name): \(result.stdout.prefix(200))")
            let details = try #require(result.stdout.range(of: id))
            #expect(picture.lowerBound < details.lowerBound)
        }
        await server.stop()
    }

    @Test("image draws the picture, then its summary, instead of the bytes", arguments: modes)
    func image(_ mode: Mode) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        let result = await cli.run(
            ["image", Self.jpeg, "--images", mode.name] + Self.base(server), environment: Self.truecolor)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(mode.marker))
        #expect(result.stdout.hasSuffix("JPEG image · 600×800 · 37305 bytes\n"), "upright by its EXIF orientation")
        await server.stop()
    }

    @Test("feed draws a thumbnail beside every item it can decode", arguments: modes)
    func feed(_ mode: Mode) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        let result = await cli.run(
            ["feed", "--images", mode.name] + Self.base(server), environment: Self.truecolor)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: mode.marker).count - 1 >= 9, "one per decodable item of 10")
        await server.stop()
    }

    @Test(
        "feed beside its thumbnails, show and comments keep every line within the width, from 20 to 200 columns",
        arguments: [20, 40, 80, 200])
    func everyLineWithinTheWidth(columns: Int) async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        for arguments in [
            ["feed", "--no-pager", "--images", "blocks"], ["show", Self.png, "--images", "blocks"],
            ["comments", Self.png],
        ] {
            let result = await cli.run(arguments + Self.base(server), environment: Self.truecolor, columns: columns)

            #expect(result.exitCode == 0, "\(result.stderr)")
            let wide = result.stdout.split(separator: "\n").filter {
                DisplayWidth.of(String($0).replacing(/\x{1B}\[[0-9;?]*[A-Za-z]/, with: "")) > columns
            }
            #expect(wide == [], "\(arguments[0]) at \(columns) columns")
        }
        await server.stop()
    }

    @Test("off, and auto into a pipe, draw nothing: feed and show are text, image is its bytes")
    func noPictures() async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        for images in [["--images", "off"], [], ["--images", "auto"]] {
            let feed = await cli.run(["feed"] + images + Self.base(server), environment: Self.truecolor)
            let show = await cli.run(["show", Self.png] + images + Self.base(server), environment: Self.truecolor)
            let image = await cli.run(["image", Self.png] + images + Self.base(server))

            for output in [feed.stdout, show.stdout] {
                #expect(!Self.markers.contains { output.contains($0) }, "\(images)")
            }
            #expect(image.stdout.hasPrefix("\u{89}PNG") || image.stdout.utf8.starts(with: [0xEF, 0xBF, 0xBD, 0x50]))
        }
        await server.stop()
    }

    @Test("FEED_CLI_IMAGES names the mode; one that names none is a usage error")
    func environmentVariable() async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp() }

        let blocks = await cli.run(
            ["show", Self.png] + Self.base(server), environment: ["FEED_CLI_IMAGES": "blocks"])
        let bogus = await cli.run(
            ["show", Self.png] + Self.base(server), environment: ["FEED_CLI_IMAGES": "bogus"])

        #expect(blocks.stdout.contains("▀"))
        #expect(bogus.exitCode == 64)
        #expect(
            bogus.stderr.contains(
                "FEED_CLI_IMAGES must be one of auto, kitty, iterm2, sixel, blocks, off, not 'bogus'."))
        await server.stop()
    }

    @Test(
        "FEED_CLI_SYMBOLS picks the shapes: sextants, block elements, or upper halves alone; a bad one is a usage error"
    )
    func symbolsVariable() async throws {
        let (cli, server) = try await Self.makeSUT()
        defer { cli.cleanUp() }
        let sextants = await cli.run(
            ["show", Self.jpeg, "--images", "blocks"] + Self.base(server),
            environment: Self.truecolor.merging(["FEED_CLI_SYMBOLS": "sextant"]) { $1 })
        let blocks = await cli.run(
            ["show", Self.jpeg, "--images", "blocks"] + Self.base(server), environment: Self.truecolor)
        let halves = await cli.run(
            ["show", Self.jpeg, "--images", "blocks"] + Self.base(server),
            environment: Self.truecolor.merging(["FEED_CLI_SYMBOLS": "HALF"]) { $1 })
        let bogus = await cli.run(
            ["show", Self.jpeg, "--images", "blocks"] + Self.base(server), environment: ["FEED_CLI_SYMBOLS": "octant"])

        let shapes = { (text: String) in
            Set(
                text.unicodeScalars.filter {
                    (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value)
                })
        }
        #expect(shapes(sextants.stdout).contains { $0.value >= 0x1FB00 })
        #expect(shapes(blocks.stdout).contains { $0 != "▀" } && !shapes(blocks.stdout).contains { $0.value >= 0x1FB00 })
        #expect(shapes(halves.stdout) == ["▀"])
        #expect(bogus.exitCode == 64)
        #expect(bogus.stderr.contains("FEED_CLI_SYMBOLS must be one of half, block, sextant, not 'octant'."))
        await server.stop()
    }

    private static let truecolor = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]

    private static func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        let cli = try InProcessCLI()
        return (cli, try await SampleAPI.start())
    }

    private static func base(_ server: RunningSampleServer) -> [String] {
        ["--base-url", server.baseURL.absoluteString]
    }
}
