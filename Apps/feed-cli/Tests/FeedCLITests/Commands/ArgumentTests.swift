import FeedCLITestSupport
import Foundation
import Testing

@Suite("Arguments that look like options, and commands that cannot run")
struct ArgumentTests {
    @Test(
        "a MESSAGE that starts with a dash is refused with exit 64 and the way to write it, never help and exit 0",
        arguments: ["-1 for this", "-hello", "-wow"])
    func dashedMessageIsRefused(message: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run([
            "comment", SampleAPI.imageWithComments, message, "--base-url", "http://127.0.0.1:9",
        ])

        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("starts with a dash"))
        #expect(result.stderr.contains("feed-cli comment IMAGE_ID -- \"\(message)\""))
    }

    @Test(
        "a --base-url that is not an absolute http(s) URL is refused with exit 64, naming the option and the value",
        arguments: ["ftp://example.com/feed", "example.com", "http://", "/v1"])
    func invalidBaseURLIsRefused(baseURL: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed", "--base-url", baseURL])

        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("'\(baseURL)'"))
        #expect(result.stderr.contains("--base-url"))
        #expect(result.stderr.contains("it must be an absolute http or https URL"))
        #expect(!result.stderr.contains("using the built-in sample API"))
    }

    @Test("a FEED_API_BASE_URL that is no absolute http(s) URL is refused with exit 64, never the sample API instead")
    func invalidBaseURLInEnvironmentIsRefused() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["feed"], environment: ["FEED_API_BASE_URL": "api.example.com"])

        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr.contains("FEED_API_BASE_URL must be an absolute http or https URL, not 'api.example.com'."))
        #expect(!result.stderr.contains("using the built-in sample API"))
    }

    @Test(
        "a usage error shows the refused value without its escape sequences or control characters",
        arguments: [
            (
                ["feed", "--base-url", "http://127.0.0.1:9"], ["FEED_CLI_LOG": "loud\u{1B}]0;pwned\u{07}"],
                "FEED_CLI_LOG must be"
            ),
            (
                ["show", SampleAPI.imageWithComments, "--base-url", "http://127.0.0.1:9"],
                ["FEED_CLI_IMAGES": "\u{1B}[2Jall"], "FEED_CLI_IMAGES must be"
            ),
            (["feed"], ["FEED_API_BASE_URL": "\u{1B}[31mapi.example\u{07}"], "FEED_API_BASE_URL must be"),
            (["feed", "--images", "\u{1B}[2Jall"], [:], "--images"),
            (["fe\u{1B}[2Jed"], [:], "fe"),
            (["comment", SampleAPI.imageWithComments, "-\u{1B}[2J"], [:], "starts with a dash"),
        ])
    func usageErrorsAreSafeForTheTerminal(arguments: [String], environment: [String: String], shown: String)
        async throws
    {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(arguments, environment: environment)

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(shown), "\(result.stderr)")
        #expect(
            !result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result.stderr.debugDescription)")
    }

    @Test("after --, a MESSAGE that starts with a dash is posted as written")
    func dashedMessageAfterDoubleDashIsPosted() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "comment", SampleAPI.imageWithComments, "--json", "--base-url", server.baseURL.absoluteString,
            "--", "-1 for this",
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(try result.json["message"] as? String == "-1 for this")
    }

    @Test("-v after the MESSAGE logs the requests, as it does for every command", arguments: ["-v", "--verbose"])
    func verboseAfterMessage(option: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "comment", SampleAPI.imageWithComments, "Lovely light", option, "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("feed-cli: POST \(server.baseURL.absoluteString)/image/"), "\(result.stderr)")
        #expect(result.stdout.contains("Lovely light"))
    }

    @Test("an option's value may start with a dash: it reaches the option, not the MESSAGE check")
    func negativeOptionValueBeforeMessage() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["comment", SampleAPI.imageWithComments, "--timeout", "-1", "fine"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--timeout must be a positive number of seconds."))
        #expect(!result.stderr.contains("starts with a dash"))
    }

    @Test(
        "a negative number is told apart from a missing value: the option's own rule is the message",
        arguments: [
            (["feed", "--pages", "-1"], "--pages must be 1 or more."),
            (["feed", "--timeout", "-2"], "--timeout must be a positive number of seconds."),
            (
                ["comments", SampleAPI.imageWithComments, "--follow", "--interval", "-5"],
                "--interval must be 1 to 86400 seconds."
            ),
            (["serve", "--port", "-1"], "--port must be in 0...65535."),
            (["serve", "--latency", "-10"], "--latency must be 0 or more."),
        ])
    func negativeNumbers(arguments: [String], message: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(arguments + ["--base-url", "http://127.0.0.1:9"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(message))
        #expect(!result.stderr.contains("Missing value"))
    }

    @Test("--grace outside 0...3600 seconds is a usage error", arguments: ["-1", "3601", "nan"])
    func graceOutOfRange(grace: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["serve", "--port", "0", "--grace", grace])

        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--grace must be in 0...3600 seconds."), "\(result.stderr)")
    }

    @Test("browse without a terminal refuses before it starts the sample API")
    func browseRefusesFirst() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["browse"], environment: ["FEED_API_BASE_URL": ""])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("needs"))
        #expect(!result.stderr.contains("using the built-in sample API"))
    }

    @Test(
        "a first word that names no command is refused with the nearest command, exit 64",
        arguments: [("fed", "feed"), ("cahce", "cache"), ("comets", "comments"), ("browze", "browse")])
    func unknownCommandSuggestsTheNearest(typed: String, meant: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run([typed])

        #expect(result.exitCode == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: '\(typed)' is not a feed-cli command. Did you mean '\(meant)'?\n"))
        #expect(result.stderr.contains("Commands: browse, feed, comments, image, cache, serve, show, comment, config."))
    }

    @Test("a word far from every command gets the list of commands and no guess")
    func unknownCommandWithoutGuess() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["xyzzy"])

        #expect(result.exitCode == 64)
        #expect(!result.stderr.contains("Did you mean"))
    }

    @Test("--version prints the newest released version of CHANGELOG.md, the version a release is tagged with")
    func versionIsTheNewestRelease() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let changelog = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../../../../CHANGELOG.md").standardized
        let released = try String(contentsOf: changelog, encoding: .utf8).split(separator: "\n")
            .first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
            .map { String($0.dropFirst(4).prefix { $0 != "]" }) }

        let result = await cli.run(["--version"])

        #expect(result.exitCode == 0)
        #expect(result.stdout == "\(try #require(released))\n")
    }

    @Test(
        "each command accepts only the options it uses: one it does not use is a usage error, never ignored",
        arguments: [
            ["serve", "--base-url", "http://example.com"], ["serve", "--theme", "dark"], ["serve", "--timeout", "5"],
            ["cache", "clear", "--token", "t"], ["cache", "info", "--timeout", "5"],
            ["comments", SampleAPI.imageWithComments, "--cache-dir", "/tmp"],
        ])
    func unusedOptionIsRefused(arguments: [String]) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(arguments)

        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown option '\(arguments[arguments.count - 2])'"))
    }

    @Test(
        "each command's help lists its options in groups, and only those it uses",
        arguments: [
            (["cache", "clear"], ["API OPTIONS:", "CACHE OPTIONS:", "DISPLAY OPTIONS:"], ["--token", "--timeout"]),
            (["comments"], ["API OPTIONS:", "REQUEST OPTIONS:", "DISPLAY OPTIONS:"], ["--cache-dir"]),
            (["serve"], ["--lang", "--token"], ["--base-url", "--theme", "--timeout", "--cache-dir", "--no-color"]),
            (["feed"], ["API OPTIONS:", "REQUEST OPTIONS:", "CACHE OPTIONS:", "DISPLAY OPTIONS:"], [String]()),
        ])
    func helpListsOnlyUsedOptions(command: [String], listed: [String], absent: [String]) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let help = await cli.run(command + ["--help"])

        #expect(help.exitCode == 0)
        for text in listed { #expect(help.stdout.contains(text), "\(command) lists \(text)") }
        for text in absent { #expect(!help.stdout.contains(text), "\(command) does not list \(text)") }
    }
}
