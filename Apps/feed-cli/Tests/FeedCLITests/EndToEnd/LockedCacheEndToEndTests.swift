import FeedCLITestSupport
import Foundation
import Testing

/// A cache that another program held locked held the remote feed, and a downloaded picture, back for SQLite's
/// 15-second busy timeout: the save came before the output. Now what was loaded is shown at once, and the save
/// waits for the lock behind it, or gives up at the deadline with one warning.
@Suite("End to end: a cache another program holds locked", .timeLimit(.minutes(2)))
struct LockedCacheEndToEndTests {
    @Test("feed --json prints the whole remote feed while the lock is held, then saves it once the lock is free")
    func feedIsShownWhileTheSaveWaits() async throws {
        let locked = try await LockedCache()
        defer { locked.cleanUp() }

        // A deadline far past the test's own pace: the save waits for the lock, and does not give up.
        let run = try LineReadingProcess(
            arguments: ["feed", "--json", "--timeout", "120"] + locked.base,
            environment: locked.environment)
        try await eventually("the whole feed printed: \(run.progress)") { Self.isJSONObject(run.stdout) }
        let whileHeld = run.progress
        await locked.holder.release()
        let result = await run.exit()

        #expect(whileHeld.hasPrefix("running"), "\(whileHeld)")
        #expect(!whileHeld.contains("could not be saved"), "\(whileHeld)")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test("image prints the picture's bytes while the lock is held, then saves them once the lock is free")
    func pictureIsShownWhileItsSaveWaits() async throws {
        let locked = try await LockedCache()
        defer { locked.cleanUp() }

        let run = try LineReadingProcess(
            arguments: ["image", HostileAPI.imageID, "--timeout", "120"] + locked.base,
            environment: locked.environment)
        try await eventually("the picture printed: \(run.progress)") { run.stdoutBytes == HostileAPI.pngBytes }
        let whileHeld = run.progress
        await locked.holder.release()
        let result = await run.exit()
        let info = try await locked.cli.run(["cache", "info", "--json"] + locked.base).json

        #expect(whileHeld.hasPrefix("running"), "\(whileHeld)")
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(info["image_data_count"] as? Int == 1, "\(info)")
    }

    @Test("image with the lock held past the deadline: the picture's bytes, then one warning that they were not saved")
    func pictureSaveGivesUp() async throws {
        let locked = try await LockedCache()
        defer { locked.cleanUp() }

        let run = try LineReadingProcess(
            arguments: ["image", HostileAPI.imageID, "--timeout", "3"] + locked.base,
            environment: locked.environment)
        let result = await run.exit()
        await locked.holder.release()

        #expect(run.stdoutBytes == HostileAPI.pngBytes)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stderr == "feed-cli: warning: the picture could not be saved to the cache "
                + "(another program kept the cache locked for more than 3 s)\n", "\(result.stderr)")
    }

    /// A feed saved from a hostile API, and another program holding its SQLite file with `BEGIN IMMEDIATE`.
    private struct LockedCache {
        let cli: BuiltCLI
        let api: HostileAPI
        let holder: LockHolder
        var base: [String] { ["--base-url", api.baseURL.absoluteString] }
        var environment: [String: String] { ["FEED_CACHE_DIR": cli.cacheDirectory.path] }

        init() async throws {
            cli = try BuiltCLI()
            api = try HostileAPI()
            do {
                _ = try await cli.run(["feed", "--base-url", api.baseURL.absoluteString])
                let file = cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: api.baseURL))
                    .appendingPathComponent("feed.sqlite")
                holder = try LockHolder.sqlite(file, begin: "IMMEDIATE")
                try await holder.waitUntilHolding()
            } catch {
                cli.cleanUp()
                api.server.stop()
                throw error
            }
        }

        func cleanUp() {
            cli.cleanUp()
            api.server.stop()
        }
    }

    private static func isJSONObject(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
    }
}
