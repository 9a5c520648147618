import Foundation
import TerminalUI
import Testing

@testable import FeedCLI

/// What a newcomer hit in an hour with the commands: a misuse at the root named a `start` command that does not
/// exist, `help nope` printed the help with exit 0, `cache infos` got no suggestion, `--interval` without
/// `--follow` was ignored, and `show --json` gave a display string as the format.
@Suite("The rough edges a newcomer hit with the commands")
struct NewcomerTests {
    @Test("a misuse at the root names feed-cli, never a start command", arguments: [["--json"], ["--pages", "2"]])
    func rootMisuse(arguments: [String]) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(arguments)

        #expect(result.exitCode == 64)
        // With more than 12 options, ArgumentParser shortens the synopsis to `feed-cli <options>`.
        #expect(result.stderr.contains("Usage: feed-cli "), "\(result.stderr)")
        #expect(result.stderr.contains("See 'feed-cli --help'"))
        #expect(!result.stderr.contains("start"))
    }

    @Test("help with a word that names no command: exit 64 and the nearest one")
    func helpWithUnknownCommand() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let unknown = await cli.run(["help", "fed"])
        let known = await cli.run(["help", "feed"])

        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasPrefix("Error: 'fed' is not a feed-cli command. Did you mean 'feed'?"))
        #expect(known.exitCode == 0)
    }

    @Test("a command word after options (--lang de fed) still gets the nearest command, in that language")
    func unknownCommandAfterOptions() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let german = await cli.run(["--lang", "de", "fed"])
        let verbose = await cli.run(["-v", "--theme=dark", "fed"])

        #expect(german.exitCode == 64)
        #expect(german.stderr.contains("Meinten Sie „feed“?"), "\(german.stderr)")
        #expect(verbose.stderr.hasPrefix("Error: 'fed' is not a feed-cli command. Did you mean 'feed'?"))
    }

    @Test("a --lang with no translation falls back to English with one warning naming the languages there are")
    func unsupportedLanguageIsSaid() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["cache", "info", "--lang", "ar"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("'ar'") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains("en, pt-BR, el, es, fr, de, it, nl, pl, ru, ja, zh-Hans") == true)
    }

    @Test("a cache command that does not exist: exit 64 and the nearest one")
    func unknownCacheCommand() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["cache", "infos"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: 'cache infos' is not a feed-cli command. Did you mean 'cache info'?"))
    }

    @Test("--interval without --follow is a usage error, not ignored")
    func intervalWithoutFollow() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["comments", SampleAPI.imageWithComments, "--interval", "3"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--interval needs --follow."))
    }
}

/// `show` offline printed "Comments (0) / No comments yet" although the comments could not be loaded, and
/// `feed --search` with no match said "No images yet", the empty-feed text.
@Suite("What is missing is said as missing, not as empty")
struct MissingIsNotEmptyEndToEndTests {
    @Test("show offline: the comments could not be loaded, and no count")
    func showOfflineSaysCommentsAreMissing() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        let base = ["--base-url", api.baseURL.absoluteString]
        _ = await cli.run(["feed"] + base)
        api.server.stop()

        let result = await cli.run(["show", HostileAPI.imageID] + base)

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Comments\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("Comments (0)"))
        #expect(!result.stdout.contains("No comments yet"))
        #expect(result.stdout.contains("not loaded: connection refused"), "\(result.stdout)")
    }

    @Test("feed --search with no match: No matches, not the empty-feed text")
    func searchWithoutMatch() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }

        let result = await cli.run(["feed", "--search", "zzz-nothing", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 0)
        #expect(result.stdout.hasSuffix("No matches\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("No images yet"))
    }
}
