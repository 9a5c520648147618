import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// A cache that another program held locked held the remote feed, and a downloaded picture, back for SQLite's
/// 15-second busy timeout: the save came before the output. Now what was loaded is shown at once, and the save
/// waits for the lock behind it (giving up at the deadline with one warning: `CacheLockDeadlineTests`). Reading a
/// picture's bytes from the cache was a write too (it marked them used), so `image` waited out the timeout, then
/// downloaded the bytes it had: the holder here lets go only once the picture is shown.
@Suite("A cache another program holds locked shows what was loaded at once, then saves it", .hangGuard)
struct LockedCacheTests {
    @Test("feed --json prints the whole remote feed while the lock is held, then saves it once the lock is free")
    func feedIsShownWhileTheSaveWaits() async throws {
        let locked = try await LockedCache()
        defer { locked.cleanUp() }

        // A deadline far past the test's own pace: the save waits for the lock, and does not give up.
        let run = locked.cli.start(["feed", "--json", "--timeout", HangGuard.timeoutOption] + locked.base)
        try await eventually("the whole feed printed: \(run.progress)") { Self.isJSONObject(run.stdout.text) }
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

        let run = locked.cli.start(["image", HostileAPI.imageID, "--timeout", HangGuard.timeoutOption] + locked.base)
        try await eventually("the picture printed: \(run.progress)") { run.stdout.text == Self.png }
        let whileHeld = run.progress
        await locked.holder.release()
        let result = await run.exit()
        let info = try await locked.cli.run(["cache", "info", "--json"] + locked.base).json

        #expect(whileHeld.hasPrefix("running"), "\(whileHeld)")
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(info["image_data_count"] as? Int == 1, "\(info)")
    }

    @Test("image prints a picture the cache holds from the cache while the lock is held, asking the server nothing")
    func cachedPictureIsShownFromTheCacheWhileTheLockIsHeld() async throws {
        let locked = try await LockedCache(savingThePicture: true)
        defer { locked.cleanUp() }
        let downloadsBefore = locked.pictureDownloads

        let run = locked.cli.start(["image", HostileAPI.imageID, "--timeout", HangGuard.timeoutOption] + locked.base)
        try await eventually("the picture printed: \(run.progress)") { run.stdout.text == Self.png }
        let whileHeld = run.progress
        let downloadsWhileHeld = locked.pictureDownloads
        await locked.holder.release()
        let result = await run.exit()

        #expect(downloadsBefore == 1)
        #expect(downloadsWhileHeld == downloadsBefore, "the cached picture was downloaded again")
        #expect(whileHeld.hasPrefix("running"), "\(whileHeld)")
        #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A feed saved from a hostile API (and with `savingThePicture`, the first image's bytes), and another program
    /// holding its SQLite file with `BEGIN IMMEDIATE`.
    private struct LockedCache {
        let cli: InProcessCLI
        let api: HostileAPI
        let holder: LockHolder
        var base: [String] { ["--base-url", api.baseURL.absoluteString] }
        /// How many times the server sent a picture's bytes.
        var pictureDownloads: Int { api.server.requests.count { $0.path.hasPrefix("/img/") } }

        init(savingThePicture: Bool = false) async throws {
            cli = try InProcessCLI()
            api = try HostileAPI()
            do {
                _ = await cli.run(["feed", "--base-url", api.baseURL.absoluteString])
                if savingThePicture {
                    _ = await cli.run(["image", HostileAPI.imageID, "--base-url", api.baseURL.absoluteString])
                }
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

    /// The picture's bytes as the captured stdout holds them.
    private static let png = String(decoding: HostileAPI.pngBytes, as: UTF8.self)

    private static func isJSONObject(_ text: String) -> Bool {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
    }
}
