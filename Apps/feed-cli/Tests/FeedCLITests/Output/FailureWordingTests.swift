import Foundation
import SharedAPITestSupport
import Testing

@Suite("A failure's headline says what happened, and its cause is one plain localized line")
struct FailureWordingTests {
    static let unknownID = "00000000-0000-0000-0000-000000000000"

    @Test("comments of an unknown image: the server answered 404, so the headline is Not found, in every language")
    func commentsOfUnknownImage() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let english = await cli.run(["comments", Self.unknownID, "--base-url", server.baseURL.absoluteString])
        let german = await cli.run(
            ["comments", Self.unknownID, "--lang", "de", "--base-url", server.baseURL.absoluteString])

        #expect(english.exitCode == 66)
        #expect(english.stderr == "Not found\nHTTP 404 for /image/\(Self.unknownID)/comments\n")
        #expect(german.stderr.hasPrefix("Nicht gefunden\n"))
        await server.stop()
    }

    @Test("image and show with an id the feed does not have: Not found, then which id, the same for both")
    func imageOfUnknownID() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let image = await cli.run(["image", Self.unknownID, "--base-url", server.baseURL.absoluteString])
        let show = await cli.run(["show", Self.unknownID, "--base-url", server.baseURL.absoluteString])
        let russian = await cli.run(
            ["image", Self.unknownID, "--lang", "ru", "--base-url", server.baseURL.absoluteString])

        #expect(image.exitCode == 66)
        #expect(image.stderr == "Not found\nno image with id \(Self.unknownID) in the feed\n")
        #expect(show.exitCode == 66)
        #expect(show.stderr == image.stderr)
        #expect(russian.stderr == "Не найдено\nв ленте нет изображения с id \(Self.unknownID)\n")
        await server.stop()
    }

    @Test("a cache folder that cannot be created: the path and the reason, no Foundation error dump")
    func unusableCacheDirectory() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "feed", "--cache-dir", "/proc/feed-cli-missing", "--base-url", server.baseURL.absoluteString,
        ])

        #expect(result.exitCode == 0)
        let warning = try #require(result.stderr.split(separator: "\n").first)
        #expect(warning.hasPrefix("feed-cli: warning: cannot use the cache at /proc/feed-cli-missing/"))
        #expect(warning.hasSuffix("(no such file or directory); continuing without it"))
        #expect(!result.stderr.contains("Domain="))
        await server.stop()
    }

    @Test("image --output naming a directory: cannot write it, because it is a directory")
    func outputIsADirectory() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()
        let directory = cli.cacheDirectory.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let result = await cli.run([
            "image", SampleAPI.imageWithComments, "--output", directory.path, "--base-url",
            server.baseURL.absoluteString,
        ])

        #expect(result.exitCode == 73)
        #expect(result.stderr == "feed-cli: cannot write \(directory.path)\nit is a directory\n")
        await server.stop()
    }

    @Test("serve on a port already in use: the address and the reason in one sentence")
    func servePortInUse() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()
        let port = try #require(server.baseURL.port)

        let result = await cli.run(["serve", "--port", "\(port)"])
        let french = await cli.run(["serve", "--port", "\(port)", "--lang", "fr"])

        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "feed-cli: the sample API could not start on 127.0.0.1:\(port): the address is already in use\n")
        #expect(french.stderr.hasSuffix("l’adresse est déjà utilisée\n"))
        await server.stop()
    }

    @Test("cache validate after the cache file was overwritten with garbage: says it was unreadable and reset")
    func validateUnreadableCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start()
        let baseURL = server.baseURL.absoluteString
        _ = await cli.run(["feed", "--base-url", baseURL])
        let file = try #require(
            FileManager.default.enumerator(atPath: cli.cacheDirectory.path)?.compactMap { $0 as? String }
                .first { $0.hasSuffix("feed.sqlite") })
        try Data((0..<20_000).map { _ in UInt8.random(in: 0...255) })
            .write(to: cli.cacheDirectory.appendingPathComponent(file))
        // The whole cache is garbage: a write-ahead log left by a run that exited before closing the file (under
        // load, as in a full test run) would still hold the first page, and SQLite would read it from there.
        for suffix in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(at: cli.cacheDirectory.appendingPathComponent(file + suffix))
        }

        let validate = await cli.run(["cache", "validate", "--base-url", baseURL])
        let again = await cli.run(["cache", "validate", "--base-url", baseURL])

        #expect(validate.exitCode == 0)
        #expect(validate.stdout.hasPrefix("The cache was unreadable ("))
        #expect(validate.stdout.hasSuffix("); it was reset and is empty now.\n"))
        #expect(again.stdout.hasPrefix("No cache at "), "an empty cache is no valid cache")
        await server.stop()
    }

    @Test("a rejected token on feed with a saved feed: the saved feed, a warning that says why, and stale_reason")
    func wrongTokenFallsBackAndSaysWhy() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let server = try await SampleAPI.start(token: "right")
        let baseURL = server.baseURL.absoluteString
        _ = await cli.run(["feed", "--base-url", baseURL, "--token", "right"])

        let text = await cli.run(["feed", "--base-url", baseURL], environment: ["FEED_API_TOKEN": "wrong"])
        let json = await cli.run(["feed", "--json", "--base-url", baseURL, "--token", "wrong"])
        let greek = await cli.run(["feed", "--base-url", baseURL, "--token", "wrong", "--lang", "el"])

        #expect(text.exitCode == 0)
        #expect(text.stderr == "feed-cli: warning: Authentication failed (HTTP 401); showing the saved feed\n")
        #expect(json.exitCode == 0)
        #expect(try json.json["source"] as? String == "cache")
        #expect(try json.json["stale_reason"] as? String == "unauthorized")
        #expect(json.stderr == text.stderr)
        #expect(greek.stderr.contains("Αποτυχία ταυτοποίησης (κατάσταση HTTP 401)"))
        await server.stop()
    }

    @Test("offline with a saved feed: the warning names the connection failure, stale_reason is unavailable")
    func offlineFallbackSaysWhy() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let baseURL = held.baseURL.absoluteString
        _ = await cli.run(["feed", "--base-url", baseURL])
        await server.stop()

        let json = await cli.run(["feed", "--json", "--base-url", baseURL])

        #expect(json.exitCode == 0)
        #expect(try json.json["stale_reason"] as? String == "unavailable")
        #expect(json.stderr.hasPrefix("feed-cli: warning: Couldn't connect to server ("))
        #expect(json.stderr.hasSuffix("); showing the saved feed\n"))
    }
}
