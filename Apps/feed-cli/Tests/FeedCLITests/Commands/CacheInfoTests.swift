import Foundation
import SampleFeedAPI
import Testing

@Suite("cache info: how old the saved feed is, read as a person would say it")
struct CacheInfoTests {
    @Test("right after a save the age is \"now\", five minutes later \"5 minutes ago\"; never \"in …\"")
    func ageIsInThePast() async throws {
        let (cli, server) = try await makeSUT(items: 3)
        let baseURL = server.baseURL.absoluteString

        _ = await cli.run(["feed", "--base-url", baseURL])
        let justSaved = await cli.run(["cache", "info", "--base-url", baseURL])
        cli.advanceClock(by: 5 * 60)
        let later = await cli.run(["cache", "info", "--base-url", baseURL])
        await server.stop()

        #expect(justSaved.exitCode == 0)
        #expect(justSaved.stdout.contains("(now)"))
        #expect(later.stdout.contains("(5 minutes ago)"))
        #expect(!justSaved.stdout.contains("(in ") && !later.stdout.contains("(in "))
        #expect(later.stdout.contains("3 images, valid"))
    }

    @Test("one image is \"1 image\"")
    func singular() async throws {
        let (cli, server) = try await makeSUT(items: 1)

        _ = await cli.run(["feed", "--base-url", server.baseURL.absoluteString])
        let info = await cli.run(["cache", "info", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(info.stdout.contains("1 image, valid"))
    }

    @Test("the labels and counts are in the chosen language, with its plural forms, aligned to its widest label")
    func localized() async throws {
        let (cli, server) = try await makeSUT(items: 3)
        let baseURL = server.baseURL.absoluteString

        _ = await cli.run(["feed", "--base-url", baseURL])
        let russian = await cli.run(["cache", "info", "--base-url", baseURL, "--lang", "ru"])
        await server.stop()

        #expect(russian.stdout.hasPrefix("Кэш\nкаталог             "))
        #expect(russian.stdout.contains("\nлента               3 изображения, действителен\n"))
        #expect(russian.stdout.contains("\nданные изображений  0 изображений, 0 байт\n"))
    }

    @Test("text and --json are views of one read: the same folder, size (its write-ahead log's included) and counts")
    func textAndJSONAgree() async throws {
        let (cli, server) = try await makeSUT(items: 3)
        defer { cli.cleanUp() }
        let base = ["--base-url", server.baseURL.absoluteString]

        _ = await cli.run(["feed"] + base)
        let text = await cli.run(["cache", "info"] + base)
        let json = try await cli.run(["cache", "info", "--json"] + base).json
        await server.stop()

        let directory = try #require(json["directory"] as? String)
        let size = try #require(json["size_bytes"] as? Int)
        #expect(text.stdout.contains("directory   \(directory)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("file        \(directory)/feed.sqlite (\(size) bytes)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("feed        3 images, valid\n") && json["item_count"] as? Int == 3)
    }

    @Test("a cache file without a saved feed reads \"none\" in info and list, and 0 images with --json")
    func fileWithoutASavedFeed() async throws {
        let (cli, server) = try await makeSUT(items: 3)
        defer { cli.cleanUp() }
        let base = ["--base-url", server.baseURL.absoluteString]
        _ = await cli.run(["feed"] + base)
        await server.stop()
        cli.advanceClock(by: 8 * 24 * 60 * 60)
        _ = await cli.run(["cache", "validate"] + base)

        let info = await cli.run(["cache", "info"] + base)
        let json = try await cli.run(["cache", "info", "--json"] + base).json
        let list = await cli.run(["cache", "list"])

        #expect(info.stdout.contains("feed        none\n") && !info.stdout.contains("saved"), "\(info.stdout)")
        #expect(json["item_count"] as? Int == 0 && json["saved_at"] is NSNull && json["problem"] is NSNull)
        #expect(!list.stdout.contains("0 images") && list.stdout.contains("  none  "), "\(list.stdout)")
    }

    @Test("a cache that cannot be used says the same problem in text as with --json, and is left as it was")
    func unusableCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let base = ["--base-url", "http://127.0.0.1:9"]
        let folder = try #require(try await cli.run(["cache", "info", "--json"] + base).json["directory"] as? String)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = URL(fileURLWithPath: folder).appendingPathComponent("feed.sqlite")
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: URL(fileURLWithPath: "/dev/null"))

        let text = await cli.run(["cache", "info"] + base)
        let problem = try #require(try await cli.run(["cache", "info", "--json"] + base).json["problem"] as? String)

        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("feed        \(problem)\n"), "\(text.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["feed.sqlite"])
    }

    private func makeSUT(items: Int) async throws -> (InProcessCLI, RunningSampleServer) {
        var configuration = SampleServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.syntheticItems = items
        return (try InProcessCLI(), try await SampleServer.start(configuration))
    }
}
