import FeedCLITestSupport
import Foundation
import Testing

extension BrowseEndToEndTests {
    @Test(
        "offline with a saved feed: says it is the saved feed and how old, r says why in the title, images not saved say so"
    )
    func offlineWithASavedFeedSaysSoAndHowOldAndReloadSaysWhy() async throws {
        let server = try await ServeProcess(arguments: ["--quiet"])
        let (online, _) = try launch(arguments: ["--base-url", server.baseURL.absoluteString, "--images", "off"])
        #expect(online.waitFor("▸"), "the feed loaded online: \(online.text)")
        #expect(!online.text.contains("saved feed"))
        online.type("q")
        _ = online.waitForExit()
        server.stop()

        let (offline, original) = try launch(arguments: [
            "--base-url", server.baseURL.absoluteString, "--images", "off",
        ])
        defer { offline.terminate() }

        #expect(offline.waitFor("Showing the saved feed ("), "the saved feed, said in the title: \(offline.text)")
        #expect(
            offline.text.contains("Showing the saved feed (now)") || offline.text.contains(" ago)"),
            "with how old it is: \(offline.text)")
        offline.type("j")
        let mark = offline.output.count
        offline.type("r")
        #expect(
            offline.waitFor("— Couldn't connect", after: mark),
            "the title says why after r: \(offline.text.suffix(800))")
        #expect(offline.waitFor("▸", after: mark), "the list stays")
        #expect(!offline.text.contains("i: Retry"), "an image not saved is no error to retry")
        offline.type("q")
        assertExitsRestoring(offline, original)
    }

    @Test("a search walks 3,000 images in seconds, says how far it got, and loses no key typed meanwhile")
    func searchWalksThousandsOfImagesSaysHowFarAndLosesNoKey() async throws {
        let server = try await ServeProcess(arguments: ["--quiet", "--items", "3000"])
        let (process, original) = try launch(arguments: [
            "--base-url", server.baseURL.absoluteString, "--images", "off",
        ])
        defer { process.terminate() }
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")

        process.type("/zz")
        #expect(process.waitFor("Images searched: "), "the walk's progress: \(process.text.suffix(500))")
        process.type("q")
        usleep(200_000)
        process.type("x")

        #expect(process.waitFor("No matches", seconds: 60), "the walk ended: \(process.text.suffix(500))")
        #expect(process.waitFor("/zzqx"), "every typed key in the field: \(process.text.suffix(500))")
        process.type("\u{1B}")
        process.type("q")
        assertExitsRestoring(process, original)
    }
}
