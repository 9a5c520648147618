import Foundation
import SharedAPITestSupport
import Testing

@Suite("Feed acceptance: the BDD scenarios against the real sample API on loopback")
struct FeedAcceptanceTests {
    @Test("online: shows the remote feed and caches it")
    func onlineShowsRemoteAndCaches() async throws {
        let cli = try InProcessCLI()
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let base = held.baseURL.absoluteString

        let online = await cli.run(["feed", "--json", "--base-url", base])
        await server.stop()
        let offline = await cli.run(["feed", "--json", "--base-url", base])

        #expect(online.exitCode == 0)
        #expect(try online.json["source"] as? String == "remote")
        #expect(try online.json["has_more"] as? Bool == true)
        #expect(try online.itemIDs.count == 10)
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == online.itemIDs)
    }

    @Test("offline with a cache younger than 7 days: shows the cache")
    func offlineWithFreshCache() async throws {
        let cli = try InProcessCLI()
        let down = try await cacheFeedThenStopServer(cli)
        let base = down.baseURL.absoluteString

        cli.advanceClock(by: 7 * 24 * 3600 - 1)
        let result = await cli.run(["feed", "--json", "--base-url", base])

        #expect(result.exitCode == 0)
        #expect(try result.json["source"] as? String == "cache")
        #expect(try result.itemIDs.count == 10)
    }

    @Test("offline with a cache 7 days old: the localized error, exit 69")
    func offlineWithExpiredCache() async throws {
        let cli = try InProcessCLI()
        let down = try await cacheFeedThenStopServer(cli)
        let base = down.baseURL.absoluteString

        cli.advanceClock(by: 7 * 24 * 3600)
        let result = await cli.run(["feed", "--json", "--base-url", base])

        #expect(result.exitCode == 69)
        #expect(result.stdout == "")
        let error = try JSONErrorLine(result.stderr)
        #expect(error.kind == "unavailable")
        #expect(error.message == "Couldn't connect to server")
    }

    @Test(
        "offline with a cache 8 days old, as text: the error, then that the saved feed was too old and when it was saved"
    )
    func offlineWithExpiredCacheSaysHowOld() async throws {
        let cli = try InProcessCLI()
        let down = try await cacheFeedThenStopServer(cli)
        let base = down.baseURL.absoluteString

        cli.advanceClock(by: 8 * 24 * 3600)
        let result = await cli.run(["feed", "--base-url", base])
        let validate = await cli.run(["cache", "validate", "--base-url", base])

        #expect(result.exitCode == 69)
        #expect(result.stderr.hasPrefix("Couldn't connect to server\n"), "\(result.stderr)")
        #expect(result.stderr.contains("the saved feed was deleted: it was saved 20"), "\(result.stderr)")
        #expect(result.stderr.contains("(last week), and a feed older than 7 days is not shown"), "\(result.stderr)")
        #expect(validate.stdout.hasPrefix("No cache at "), "an emptied cache is no valid cache: \(validate.stdout)")
    }

    @Test("offline with a cache 8 days old, with --json: the error object alone on stderr, nothing of the deleted feed")
    func offlineWithExpiredCacheAsJSON() async throws {
        let cli = try InProcessCLI()
        let down = try await cacheFeedThenStopServer(cli)
        let base = down.baseURL.absoluteString

        cli.advanceClock(by: 8 * 24 * 3600)
        let result = await cli.run(["feed", "--json", "--base-url", base])

        #expect(result.exitCode == 69)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try JSONErrorLine(result.stderr).kind == "unavailable")
    }

    @Test("offline with no cache: the localized error and its cause, exit 69")
    func offlineWithoutCache() async throws {
        let cli = try InProcessCLI()
        let refusing = try HeldPort()

        let result = await cli.run(["feed", "--base-url", refusing.baseURL.absoluteString, "--lang", "fr"])

        #expect(result.exitCode == 69)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "Impossible de se connecter au serveur")
    }

    @Test("load more: --pages 2 shows two pages and appends the second to the cache")
    func loadMoreAppends() async throws {
        let cli = try InProcessCLI()
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let base = held.baseURL.absoluteString

        let online = await cli.run(["feed", "--json", "--pages", "2", "--base-url", base])
        await server.stop()
        let offline = await cli.run(["feed", "--json", "--all", "--base-url", base])

        #expect(try online.itemIDs.count == 20)
        #expect(try Set(online.itemIDs).count == 20)
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == online.itemIDs)
    }

    @Test("--all pages through the whole feed and ends with has_more false")
    func allPages() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()

        let result = await cli.run(["feed", "--json", "--all", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(try result.itemIDs.count >= 30)
        #expect(try result.json["has_more"] as? Bool == false)
    }

    @Test("a language switch changes the title")
    func languageSwitchChangesTitle() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()
        let base = server.baseURL.absoluteString

        let english = await cli.run(["feed", "--base-url", base])
        let portuguese = await cli.run(["feed", "--base-url", base], environment: ["LANG": "pt_BR.UTF-8"])
        await server.stop()

        #expect(english.stdout.hasPrefix("My Feed\n"))
        #expect(portuguese.stdout.hasPrefix("Meu Feed\n"))
    }

    @Test("without a base URL, the built-in sample API is started and one line says so on a terminal's stderr")
    func embeddedServer() async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(["feed"], stderrIsTerminal: true)

        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("My Feed\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("built-in sample API at http://127.0.0.1:"))
    }

    @Test("a script's stderr gets no line about the built-in sample API, unless -v asks for what happens")
    func embeddedServerIsQuietForScripts() async throws {
        let cli = try InProcessCLI()

        let quiet = await cli.run(["image", SampleAPI.imageWithComments])
        let verbose = await cli.run(["image", SampleAPI.imageWithComments, "-v"])

        #expect(quiet.exitCode == 0, "\(quiet.stderr)")
        #expect(quiet.stderr == "")
        #expect(verbose.stderr.contains("built-in sample API at http://127.0.0.1:"))
    }

    /// Saves the feed from a server on a held port, then stops the server: the port refuses while the value returned
    /// lives.
    private func cacheFeedThenStopServer(_ cli: InProcessCLI) async throws -> HeldPort {
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let online = await cli.run(["feed", "--json", "--base-url", held.baseURL.absoluteString])
        try #require(online.exitCode == 0, "\(online.stderr)")
        await server.stop()
        return held
    }
}
