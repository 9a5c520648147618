import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// Serialized: each case runs several processes and a 20,000-image server; together they starve other suites.
@Suite("End to end: processes sharing one cache, and a process killed while it writes", .serialized)
struct CacheFaultEndToEndTests {
    @Test(
        "ten processes loading three pages into one cache at once all exit 0 without a word on stderr; the cache is the feed's first 30 images in order"
    )
    func tenProcessesShareOneCache() async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let server = try await ServeProcess()
        let arguments = ["feed", "--pages", "3", "--json", "--base-url", server.baseURL.absoluteString]

        let results = try await withThrowingTaskGroup(of: CLIResult.self) { group in
            for _ in 0..<10 { group.addTask { try await cli.run(arguments + ["--timeout", HangGuard.timeoutOption]) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        server.stop()
        let offline = try await cli.run(arguments)
        let info = try await cli.run(["cache", "info", "--base-url", server.baseURL.absoluteString])

        #expect(results.map(\.exitCode) == Array(repeating: 0, count: 10))
        #expect(results.map(\.stderr) == Array(repeating: "", count: 10))
        let remote = try #require(try results.first?.itemIDs)
        #expect(remote.count == 30)
        for result in results { #expect(try result.itemIDs == remote) }
        #expect(offline.exitCode == 0)
        #expect(offline.stderr.hasSuffix("); showing the saved feed\n"), "only the warning that says why")
        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == remote)
        #expect(info.stdout.contains("30 images, valid"))
    }

    @Test(
        "SIGKILL at any moment of a long --all run leaves the old cache or a prefix of the new feed in whole pages, never a mix or an error",
        arguments: [0, 1, 150, 1_000, 4_000])
    func killedWhileWriting(afterItems: Int) async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let newServer = try await ServeProcess(arguments: ["--items", String(Self.syntheticCount)])
        let newBase = newServer.baseURL.absoluteString
        let oldIDs = try await seedOldCache(cli, as: newServer.baseURL)

        let run = try LineReadingProcess(
            arguments: ["feed", "--all", "--json", "--timeout", HangGuard.timeoutOption, "--base-url", newBase],
            environment: ["FEED_CACHE_DIR": cli.cacheDirectory.path])
        try await eventually("\(afterItems) items printed") { Self.itemCount(run.stdout) >= afterItems }
        let killed = await run.stop(with: SIGKILL)
        newServer.stop()
        let offline = try await cli.run(["feed", "--all", "--json", "--base-url", newBase])

        #expect(killed.stderr == "")
        #expect(offline.exitCode == 0)
        #expect(offline.stderr.hasSuffix("); showing the saved feed\n"), "only the warning that says why")
        #expect(try offline.json["source"] as? String == "cache")
        let cached = try offline.itemIDs
        let isOld = cached == oldIDs
        let isNewPrefix =
            !cached.isEmpty && (cached.count % 100 == 0 || cached.count == Self.syntheticCount)
            && cached == (0..<cached.count).map(Self.syntheticID)
        #expect(isOld || isNewPrefix, "\(cached.count) cached images: \(cached.prefix(3))…")
    }

    private static let syntheticCount = 20_000

    /// The ids `serve --items N` gives, in order.
    private static func syntheticID(at index: Int) -> String {
        "00000000-0000-4000-8000-" + String(format: "%012llx", UInt64(index))
    }

    private static func itemCount(_ json: String) -> Int {
        json.components(separatedBy: "\"id\":").count - 1
    }

    /// Caches every page of the bundled sample API, filed under `baseURL`'s key; returns the cached ids.
    private func seedOldCache(_ cli: BuiltCLI, as baseURL: URL) async throws -> [String] {
        let old = try await ServeProcess()
        let seeded = try await cli.run(["feed", "--all", "--json", "--base-url", old.baseURL.absoluteString])
        old.stop()
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        let directory = { (url: URL) in cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: url)) }
        try FileManager.default.moveItem(at: directory(old.baseURL), to: directory(baseURL))
        return try seeded.itemIDs
    }
}
