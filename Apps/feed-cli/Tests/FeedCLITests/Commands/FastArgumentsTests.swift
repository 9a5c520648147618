import ArgumentParser
import Foundation
import Testing

@testable import FeedCLI

@Suite("The hot command lines read without ArgumentParser mean what ArgumentParser reads in them")
struct FastArgumentsTests {
    /// Every option and flag of `feed`, alone, in both spellings, and together.
    static let feedShapes: [[String]] = [
        [], ["--json"], ["--all"], ["--no-pager"], ["--no-color"], ["-v"], ["--verbose"],
        ["--base-url", "http://127.0.0.1:8080"], ["--base-url=https://Example.com:443/api/"],
        ["--base-url", " http://localhost:1/ "], ["--token", "abc.DEF~1"], ["--token=x"],
        ["--token-file", "/tmp/token"], ["--timeout", "2.5"], ["--timeout=30"], ["--timeout", "1e2"],
        ["--cacert", "/etc/ca.pem"], ["--cache-dir", "/tmp/c d"], ["--cache-dir=a=b"], ["--lang", "de"],
        ["--lang=pt-BR"], ["--theme", "dark"], ["--theme=light"], ["--theme", "auto"], ["--images", "kitty"],
        ["--images=off"], ["--images", "blocks"], ["--config", "/tmp/c.toml"], ["--pages", "3"], ["--pages=+2"],
        ["--search", "são paulo"], ["--search", "feed"], ["--sort", "location"], ["--sort=api"],
        [
            "--json", "--all", "--no-pager", "--no-color", "-v", "--base-url", "http://127.0.0.1:9/x",
            "--token-file=/t", "--timeout", "5", "--cacert", "/ca", "--cache-dir", "/c", "--lang", "ja",
            "--theme", "dark", "--images", "sixel", "--config", "/f.toml", "--search", "x", "--sort", "location",
        ],
        ["--pages", "2", "--token", "t", "--verbose", "--sort", "api", "--base-url=http://[::1]:8080"],
    ]

    /// What ArgumentParser reads in `feed` with each shape (none where it refuses one), parsed once for the two tests
    /// that compare with it: a debug build's parse takes about a quarter of a second of CPU (ArgumentParser checks
    /// every option group's declarations again on each parse), and both tests read the same shapes.
    static let parsedByArgumentParser: [[String]: FeedArguments] = {
        var parsed: [[String]: FeedArguments] = [:]
        for shape in feedShapes {
            parsed[shape] = (try? FeedCLICommand.parseAsRoot(["feed"] + shape) as? FeedCommand)?.arguments
        }
        return parsed
    }()

    @Test("feed with each of its options, alone and together, has the settings ArgumentParser gives it")
    func feedSettings() throws {
        for shape in Self.feedShapes {
            let expected = try #require(Self.parsedByArgumentParser[shape], "\(shape)")

            let fast = try #require(FeedWords.command(from: shape[...]), "\(shape)")

            #expect(fast == expected, "\(shape)")
        }
    }

    /// Holds `FeedCommand.arguments` to carry every option: one it dropped would read as its default on both sides.
    @Test("each option of feed, given alone, reaches the plain settings")
    func everyOptionReachesTheSettings() throws {
        let none = try #require(Self.parsedByArgumentParser[[]])
        let defaults: Set<[String]> = [["--sort=api"]]

        for shape in Self.feedShapes where shape.count <= 2 && !shape.isEmpty && !defaults.contains(shape) {
            let parsed = try #require(Self.parsedByArgumentParser[shape], "\(shape)")

            #expect(parsed != none, "\(shape)")
        }
    }

    @Test("feed's command lines that are not plain are left to ArgumentParser, which says what is wrong")
    func unusualShapesFallBack() {
        let shapes: [[String]] = [
            ["--pages", "0"], ["--pages", "x"], ["--pages", "-1"], ["--pages", "2", "--all"], ["--timeout", "0"],
            ["--theme", "purple"], ["--images", "png"], ["--sort", "date"], ["--base-url", "ftp://x"],
            ["--token", "a b"], ["--token", "-"], ["--token", "t", "--token-file", "f"], ["--config="],
            ["--search"], ["--search", "-x"], ["--search="], ["--json", "--json"], ["--lang", "de", "--lang", "fr"],
            ["--json=1"], ["-vx"], ["-h"], ["--help"], ["--version"], ["help"], ["extra"], ["--"], ["--", "x"],
            ["--unknown"],
            ["--search", String(repeating: "a", count: 1_001)],
        ]

        for shape in shapes {
            #expect(FeedWords.command(from: shape[...]) == nil, "\(shape)")
        }
    }

    /// `feed --help` and `feed --version` are left to ArgumentParser.
    @Test("the fast reading knows every option and flag ArgumentParser knows for feed")
    func knowsEveryOption() throws {
        let arguments = try feedArgumentsDumpedByArgumentParser()
        let named = { (kind: String) in
            Set(arguments.filter { $0["kind"] as? String == kind }.flatMap(longNames)).subtracting([
                "--help", "--version",
            ])
        }

        #expect(named("option") == FeedWords.options)
        #expect(named("flag") == FeedWords.flags)
        #expect(arguments.allSatisfy { $0["kind"] as? String != "positional" })
    }

    @Test("--help and -h print ArgumentParser's own help where it would wrap at 80 columns, else it renders them")
    func rootHelp() throws {
        for flag in ["--help", "-h"] {
            let expected = FeedCLICommand.fullMessage(for: try parseError([flag]), columns: RootHelp.columns)
                .replacing("feed-cli start", with: "feed-cli")

            #expect(output(of: FastArguments.parse([flag], helpColumns: { 80 })) == expected)
            #expect(FastArguments.parse([flag], helpColumns: { 120 }) == nil)
        }
    }

    @Test("--version prints what ArgumentParser prints")
    func version() throws {
        let expected = FeedCLICommand.fullMessage(for: try parseError(["--version"]))

        #expect(output(of: FastArguments.parse(["--version"])) == expected)
    }

    @Test("other commands and longer --help or --version lines are left to ArgumentParser")
    func otherShapes() {
        for shape in [["cache", "info"], ["--help", "feed"], ["--version", "x"], ["help"], ["--json"], []] {
            #expect(FastArguments.parse(shape, helpColumns: { 80 }) == nil, "\(shape)")
        }
    }

    // MARK: - Helpers

    private func parseError(_ arguments: [String]) throws -> any Error {
        do {
            // `-h` parses into ArgumentParser's help command, whose run throws the help.
            var command = try FeedCLICommand.parseAsRoot(arguments)
            if !(command is any AsyncParsableCommand) { try command.run() }
        } catch {
            return error
        }
        throw ExpectedAnError()
    }

    private func output(of parsed: FastArguments.Parsed?) -> String? {
        guard case .output(let text) = parsed else { return nil }
        return text
    }

    /// `feed`'s arguments in ArgumentParser's own description of the tool (`--experimental-dump-help`).
    private func feedArgumentsDumpedByArgumentParser() throws -> [[String: Any]] {
        let json = FeedCLICommand.fullMessage(for: try parseError(["feed", "--experimental-dump-help"]))
        let tool = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let feed =
            command["commandName"] as? String == "feed"
            ? command
            : try #require(
                (command["subcommands"] as? [[String: Any]])?.first { $0["commandName"] as? String == "feed" })
        return try #require(feed["arguments"] as? [[String: Any]])
    }

    private func longNames(_ argument: [String: Any]) -> [String] {
        (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
            name["kind"] as? String == "long" ? (name["name"] as? String).map { "--" + $0 } : nil
        }
    }

    private struct ExpectedAnError: Error {}
}
