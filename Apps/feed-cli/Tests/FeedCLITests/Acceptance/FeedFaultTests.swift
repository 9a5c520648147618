import Foundation
import NIOHTTPClient
import SharedAPITestSupport
import Testing

@Suite("Feed faults: hostile servers and broken caches never lose a valid cache")
struct FeedFaultTests {
    @Test(
        "invalid data, an error page or an empty body: exit 1 with a cause, and the valid cache is still the fallback",
        arguments: [
            LoopbackResponse.json("{\"items\":[{\"id\":\"nope\"}]}"),
            .respond(status: 500, headers: ["Content-Type": "text/html"], body: Data("<html>oops</html>".utf8)),
            .ok(Data()),
            .close,
        ])
    func hostileResponseKeepsCache(response: LoopbackResponse) async throws {
        let cli = try InProcessCLI()
        let hostile = try LoopbackHTTPServer { _ in response }
        defer { hostile.stop() }
        try await seedCache(cli, as: hostile.baseURL)

        let fallback = await cli.run(["feed", "--json", "--base-url", hostile.baseURL.absoluteString])

        #expect(fallback.exitCode == 0)
        #expect(try fallback.json["source"] as? String == "cache")
        #expect(try fallback.itemIDs.count == 10)
    }

    @Test("a hostile response without a cache: exit 1, the error and a one-line cause")
    func hostileResponseWithoutCache() async throws {
        let cli = try InProcessCLI()
        let hostile = try LoopbackHTTPServer { _ in .json("{\"items\":[{\"id\":\"nope\"}]}") }
        defer { hostile.stop() }

        let result = await cli.run(["feed", "--base-url", hostile.baseURL.absoluteString])

        #expect(result.exitCode == 65)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "The server sent invalid data")
    }

    @Test("a hostile second page: the first page is shown and cached, then the error and its cause, exit 1")
    func hostileSecondPage() async throws {
        let cli = try InProcessCLI()
        let firstPage = HostileAPI.feed([HostileAPI.feedItem()])
        let held = try HeldPort()
        let server = try LoopbackHTTPServer(port: held.port) { request in
            request.target.contains("after_id") ? .json(#"{"items":[{"id":"nope"}]}"#) : .json(firstPage)
        }
        defer { server.stop() }
        let base = held.baseURL.absoluteString

        let result = await cli.run(["feed", "--pages", "2", "--json", "--base-url", base])
        server.stop()
        let offline = await cli.run(["feed", "--all", "--json", "--base-url", base])

        #expect(result.exitCode == 65)
        #expect(try result.itemIDs == [HostileAPI.imageID])
        let error = try JSONErrorLine(result.stderr)
        #expect(error.kind == "invalid_data")
        #expect(error.message == "The server sent invalid data")
        #expect(error.cause == "items[0].id is not a UUID")
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == [HostileAPI.imageID])
    }

    @Test("401 or 403 reports authentication failed, not the connection error", arguments: [401, 403])
    func authenticationFailed(status: Int) async throws {
        let cli = try InProcessCLI()
        let server = try LoopbackHTTPServer { _ in .respond(status: status) }
        defer { server.stop() }

        let result = await cli.run(["feed", "--base-url", server.baseURL.absoluteString])

        #expect(result.exitCode == 77)
        #expect(result.stderr.hasPrefix("Authentication failed\n"))
    }

    @Test("the token reaches the API but is never printed")
    func tokenAgainstTheSampleAPI() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start(token: "s3cret-token")
        let base = server.baseURL.absoluteString

        let without = await cli.run(["feed", "--base-url", base])
        let with = await cli.run(["feed", "--base-url", base], environment: ["FEED_API_TOKEN": "s3cret-token"])
        await server.stop()

        #expect(without.exitCode == 77)
        #expect(without.stderr.hasPrefix("Authentication failed\n"))
        #expect(with.exitCode == 0)
        #expect(!(with.stdout + with.stderr + without.stderr).contains("s3cret-token"))
    }

    @Test("network text with escape sequences is made safe in text output and kept faithful in JSON")
    func terminalInjection() async throws {
        let cli = try InProcessCLI()
        let hostile = "Evil\\u001b]0;pwned\\u0007 \\u001b[2J\\u202e"
        let body = """
            {"items":[{"id":"25e5c6e2-935a-5bee-a4c6-17fadedf8474","description":"\(hostile)","location":"x\\u009b31m","image":"http://127.0.0.1/a.png"}]}
            """
        let server = try LoopbackHTTPServer { request in
            request.target.contains("after_id") ? .json("{\"items\":[]}") : .json(body)
        }
        defer { server.stop() }

        let text = await cli.run(["feed", "--base-url", server.baseURL.absoluteString])
        let json = await cli.run(["feed", "--json", "--base-url", server.baseURL.absoluteString])

        #expect(text.exitCode == 0)
        #expect(
            !text.stdout.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x202E
            })
        #expect(text.stdout.contains("<U+202E>"))
        #expect(try json.items.first?["description"] as? String == "Evil\u{1B}]0;pwned\u{07} \u{1B}[2J\u{202E}")
        #expect(!json.stdout.contains("\u{1B}"))
    }

    /// Ways a cache file gets damaged: overwritten, cut short by a full disk or a copy, emptied.
    enum Damage: String, CaseIterable, Sendable {
        case garbage, truncatedToHalf, truncatedInHeader, empty

        func apply(to file: URL) throws {
            let bytes = try Data(contentsOf: file)
            switch self {
            case .garbage: try Data(repeating: 0x41, count: 4096).write(to: file)
            case .truncatedToHalf: try bytes.prefix(bytes.count / 2).write(to: file)
            case .truncatedInHeader: try bytes.prefix(50).write(to: file)
            case .empty: try Data().write(to: file)
            }
        }
    }

    @Test(
        "a corrupt, truncated or empty cache file: at most one warning, and the feed still loads from remote and is cached again",
        arguments: Damage.allCases)
    func corruptCache(damage: Damage) async throws {
        let cli = try InProcessCLI()
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let base = held.baseURL.absoluteString
        _ = await cli.run(["feed", "--pages", "3", "--base-url", base])
        let file = try #require(cacheFile(in: cli.cacheDirectory))
        try damage.apply(to: file)

        let result = await cli.run(["feed", "--json", "--base-url", base])
        await server.stop()
        let offline = await cli.run(["feed", "--json", "--base-url", base])

        #expect(result.exitCode == 0)
        #expect(try result.json["source"] as? String == "remote")
        #expect(result.stderr.split(separator: "\n").count <= 1)
        #expect(damage == .empty || result.stderr.contains("warning"))
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == result.itemIDs)
    }

    @Test("an unusable cache dir: one warning, and the feed still loads")
    func unusableCacheDirectory() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()
        let blocker = cli.cacheDirectory.appendingPathComponent("not-a-dir")
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        try Data("file".utf8).write(to: blocker)

        let result = await cli.run([
            "feed", "--json", "--base-url", server.baseURL.absoluteString, "--cache-dir", blocker.path,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(try result.json["source"] as? String == "remote")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("continuing without it"))
    }

    @Test("a directory where the cache's lock file should be: one warning, the feed still loads, the cache is read")
    func unusableLockFile() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()
        let key = cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: server.baseURL))
        try FileManager.default.createDirectory(
            at: key.appendingPathComponent("feed.lock"), withIntermediateDirectories: true)

        let result = await cli.run(["feed", "--json", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(try result.json["source"] as? String == "remote")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("feed.lock is not a regular file"))
        #expect(result.stderr.contains("reading what it holds"))
    }

    @Test("a missing cache dir is created")
    func missingCacheDirectory() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()
        let nested = cli.cacheDirectory.appendingPathComponent("a/b/c")

        let result = await cli.run(["feed", "--base-url", server.baseURL.absoluteString, "--cache-dir", nested.path])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(cacheFile(in: nested) != nil)
    }

    /// Caches the first page of the real sample API under `baseURL`'s key by serving it from `baseURL` once.
    private func seedCache(_ cli: InProcessCLI, as baseURL: URL) async throws {
        let sample = try await SampleAPI.start()
        let (feed, _) = try await NIOHTTPClient(timeout: HangGuard.seconds).get(
            sample.baseURL.appendingPathComponent("feed"))
        await sample.stop()
        let relay = try LoopbackHTTPServer { _ in .ok(feed, headers: ["Content-Type": "application/json"]) }
        defer { relay.stop() }
        let key = cacheKeyDirectory(cli, for: relay.baseURL)
        let seeded = await cli.run(["feed", "--base-url", relay.baseURL.absoluteString])
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        let target = cacheKeyDirectory(cli, for: baseURL)
        try FileManager.default.moveItem(at: key, to: target)
    }

    private func cacheKeyDirectory(_ cli: InProcessCLI, for baseURL: URL) -> URL {
        cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: baseURL), isDirectory: true)
    }

    private func cacheFile(in directory: URL) -> URL? {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL])?.first { $0.lastPathComponent == "feed.sqlite" }
    }
}
