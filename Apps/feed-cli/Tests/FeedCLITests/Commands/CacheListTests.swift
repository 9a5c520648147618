import Foundation
import Testing

/// `cache list` and `cache clear --all` act on every base URL's cache under the cache root, and on nothing else
/// kept there.
@Suite("Every cache under the cache root, listed and cleared")
struct CacheListTests {
    @Test("two base URLs cached: the list shows both URLs, each with its 3 feed items")
    func listsBoth() async throws {
        let (cli, apis) = try await Self.makeSUT()
        defer { Self.tearDown(cli, apis) }

        let result = await cli.run(["cache", "list"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        for api in apis { #expect(result.stdout.contains(Self.normalized(api)), "\(result.stdout)") }
        #expect(result.stdout.components(separatedBy: "3 images, valid").count - 1 == 2, "\(result.stdout)")
    }

    @Test("no cache under the cache root: one line saying so, and with --json an empty array")
    func listsNone() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let root = cli.cacheDirectory.appendingPathComponent("empty").path

        let text = await cli.run(["cache", "list", "--cache-dir", root])
        let json = await cli.run(["cache", "list", "--json", "--cache-dir", root])

        #expect(text.exitCode == 0 && text.stdout == "No caches in \(root).\n", "\(text)")
        #expect(json.exitCode == 0 && json.stdout == "[]\n", "\(json)")
    }

    @Test("--json is an array of objects, one per cache, with every key and the counts")
    func listsAsJSON() async throws {
        let (cli, apis) = try await Self.makeSUT()
        defer { Self.tearDown(cli, apis) }

        let entries = try Self.array(await cli.run(["cache", "list", "--json"]))

        #expect(Set(entries.compactMap { $0["base_url"] as? String }) == Set(apis.map(Self.normalized)))
        for entry in entries {
            #expect(Set(entry.keys) == Self.keys)
            #expect(entry["item_count"] as? Int == 3)
            #expect((entry["size_bytes"] as? Int ?? 0) > 0)
            #expect(entry["saved_at"] is String && entry["problem"] is NSNull)
        }
    }

    @Test("a cache without a recorded base URL is unknown, a folder that is no cache is listed with its problem")
    func unknownAndNotACache() async throws {
        let (cli, apis) = try await Self.makeSUT()
        defer { Self.tearDown(cli, apis) }
        let folders = try Self.cacheFolders(cli)
        try FileManager.default.removeItem(at: folders[0].appendingPathComponent("base-url"))
        try FileManager.default.createDirectory(
            at: cli.cacheDirectory.appendingPathComponent("photos"), withIntermediateDirectories: true)

        let text = await cli.run(["cache", "list"])
        let entries = try Self.array(await cli.run(["cache", "list", "--json"]))

        #expect(text.exitCode == 0 && text.stdout.contains("unknown") && text.stdout.contains("not a cache"))
        #expect(entries.count == 3)
        #expect(entries.filter { $0["base_url"] is NSNull }.count == 2)
        #expect(
            entries.first { ($0["directory"] as? String)?.hasSuffix("/photos") == true }?["problem"] as? String
                == "not a cache")
    }

    @Test("a base-url file past 4 KiB is said to be too big by list and info, in text, JSON and another language")
    func oversizedBaseURLFile() async throws {
        let (cli, apis) = try await Self.makeSUT()
        defer { Self.tearDown(cli, apis) }
        let key = FeedCLITestKeys.key(for: apis[0].baseURL)
        let folder = cli.cacheDirectory.appendingPathComponent(key)
        let file = try FileHandle(forWritingTo: folder.appendingPathComponent("base-url"))
        try file.truncate(atOffset: 4097)
        try file.close()
        let base = ["--base-url", apis[0].baseURL.absoluteString]

        let list = await cli.run(["cache", "list"])
        let listed = try Self.array(await cli.run(["cache", "list", "--json"]))
        let info = await cli.run(["cache", "info"] + base)
        let infoJSON = try await cli.run(["cache", "info", "--json"] + base).json
        let german = await cli.run(["cache", "list", "--lang", "de"])

        #expect(list.exitCode == 0 && list.stdout.contains("unknown (its base-url file is over 4 KiB)"), "\(list)")
        let entry = listed.first { ($0["directory"] as? String)?.hasSuffix("/" + key) == true }
        #expect(entry?["base_url"] is NSNull && entry?["problem"] as? String == "its base-url file is over 4 KiB")
        #expect(info.stdout.contains("\(Self.normalized(apis[0])) (its base-url file is over 4 KiB)"), "\(info)")
        #expect(infoJSON["problem"] as? String == "its base-url file is over 4 KiB")
        #expect(german.stdout.contains("die Datei base-url ist größer als 4 KiB"), "\(german.stdout)")
    }

    @Test("an unreadable cache is listed with its problem and left byte for byte as it was, exit 0")
    func unreadableCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let folder = cli.cacheDirectory.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let garbage = Data("not a database, only some text of no use".utf8)
        try garbage.write(to: folder.appendingPathComponent("feed.sqlite"))

        let result = await cli.run(["cache", "list", "--json"])
        let entries = try Self.array(result)

        #expect(result.exitCode == 0)
        #expect((entries.first?["problem"] as? String)?.contains("unreadable") == true, "\(entries)")
        #expect(entries.first?["size_bytes"] as? Int == garbage.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["feed.sqlite"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("feed.sqlite").path) == garbage)
    }

    @Test("clear --all removes both caches, names each, and leaves a file and a folder of the user alone")
    func clearAll() async throws {
        let (cli, apis) = try await Self.makeSUT()
        defer { Self.tearDown(cli, apis) }
        let folders = try Self.cacheFolders(cli)
        let keptFile = cli.cacheDirectory.appendingPathComponent("notes.txt")
        let keptFolder = cli.cacheDirectory.appendingPathComponent("photos")
        try Data("mine".utf8).write(to: keptFile)
        try FileManager.default.createDirectory(at: keptFolder, withIntermediateDirectories: true)

        let result = await cli.run(["cache", "clear", "--all"])
        let after = await cli.run(["cache", "list", "--json"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        for folder in folders {
            #expect(!FileManager.default.fileExists(atPath: folder.path))
            #expect(result.stdout.contains("Cleared the cache at \(folder.path)."), "\(result.stdout)")
        }
        #expect(FileManager.default.contents(atPath: keptFile.path) == Data("mine".utf8))
        #expect(FileManager.default.fileExists(atPath: keptFolder.path))
        #expect(try Self.array(after).count == 1)
    }

    @Test("info --json: the current base URL's cache as one object")
    func infoAsJSON() async throws {
        let (cli, apis) = try await Self.makeSUT()
        defer { Self.tearDown(cli, apis) }

        let result = await cli.run(["cache", "info", "--json", "--base-url", apis[0].baseURL.absoluteString])
        let info = try result.json

        #expect(Set(info.keys) == Self.keys)
        #expect(info["base_url"] as? String == Self.normalized(apis[0]))
        #expect(info["item_count"] as? Int == 3 && info["expired"] as? Bool == false)
        #expect(info["sample"] as? Bool == false && info["saved_at"] is String)
        let relative = try #require(info["saved_relative"] as? String)
        #expect(relative == "now" || relative.hasSuffix("ago"), "\(relative)")
    }

    @Test("--cache-dir is honoured by info, list, validate and clear")
    func cacheDirectoryOption() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        let other = cli.cacheDirectory.appendingPathComponent("other").path
        let base = ["--base-url", api.baseURL.absoluteString]
        _ = await cli.run(["feed", "--cache-dir", other] + base)

        let info = try await cli.run(["cache", "info", "--json", "--cache-dir", other] + base).json
        let list = try Self.array(await cli.run(["cache", "list", "--json", "--cache-dir", other]))
        let validate = await cli.run(["cache", "validate", "--cache-dir", other] + base)
        let clear = await cli.run(["cache", "clear", "--cache-dir", other] + base)

        #expect(info["item_count"] as? Int == 3)
        #expect(list.count == 1 && list.first?["item_count"] as? Int == 3)
        #expect(validate.stdout.contains("The cache is valid."), "\(validate.stdout) \(validate.stderr)")
        #expect(clear.stdout.contains("Cleared the cache at \(other)/"), "\(clear.stdout) \(clear.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: other).isEmpty)
    }

    private static let keys: Set<String> = [
        "directory", "base_url", "sample", "size_bytes", "item_count", "saved_at", "saved_relative", "expired",
        "image_data_count", "image_data_bytes", "problem",
    ]

    /// A CLI whose cache root holds the caches of two loopback APIs, each with a 3-item feed.
    private static func makeSUT() async throws -> (InProcessCLI, [HostileAPI]) {
        let cli = try InProcessCLI()
        let apis = [try HostileAPI(), try HostileAPI()]
        for api in apis {
            let result = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])
            #expect(result.exitCode == 0, "\(result.stderr)")
        }
        return (cli, apis)
    }

    private static func tearDown(_ cli: InProcessCLI, _ apis: [HostileAPI]) {
        cli.cleanUp()
        for api in apis { api.server.stop() }
    }

    private static func normalized(_ api: HostileAPI) -> String {
        "http://127.0.0.1:\(api.baseURL.port ?? 0)"
    }

    private static func cacheFolders(_ cli: InProcessCLI) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: cli.cacheDirectory.path).sorted()
            .map { cli.cacheDirectory.appendingPathComponent($0) }
    }

    private static func array(_ result: CLIResult) throws -> [[String: Any]] {
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [[String: Any]], "exit \(result.exitCode): \(result.stdout) \(result.stderr)")
    }
}
