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

extension BrowseEndToEndTests {
    /// The sample feed's first page but its 7th image (Marseille), as a run that showed them would have left them.
    static let seenSampleIDs = [
        "25e5c6e2-935a-5bee-a4c6-17fadedf8474", "97f85595-134a-55cb-8e27-cd44f642932d",
        "308eb4b9-adb4-527a-a5c0-3a30442be801", "f3ea4c68-73d5-5c03-8cbd-0682f948dec5",
        "24ae47b5-ffcf-597f-b539-3209cb90a8b6", "accc424f-b620-5f73-8e92-c7d4c41b92d8",
        "8ac7ded0-b06f-5bb2-ba04-076bc7de6152", "1bb6d2a3-3a5c-5b7d-9692-b9ed40eb9be7",
        "be1d8dfd-c76c-50ae-9839-c532911ef1b5",
    ]

    @Test("images not seen before get a dot, n selects the next one, and what was listed is seen next time")
    func newImagesAreMarkedFoundWithNAndRemembered() throws {
        let folder = cache.appendingPathComponent("sample")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.seenSampleIDs.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("seen"))
        let (process, original) = try launch(arguments: ["--images", "off"])
        defer { process.terminate() }
        #expect(process.waitFor("Zermatt"), "the feed loaded: \(process.text)")
        #expect(process.text.contains("•"), "the new image has a dot: \(process.text)")

        process.type("n")
        let mark = process.output.count
        process.type("\r")

        #expect(process.waitFor("Marseille", after: mark), "n selected the new image: \(process.text.suffix(600))")
        process.type("\u{1B}")
        process.type("q")
        assertExitsRestoring(process, original)
        let seen = try String(contentsOf: folder.appendingPathComponent("seen"), encoding: .utf8)
        #expect(seen.contains("b621adeb-ae4f-5dd2-9d82-b795dc362a15"), "the listed image is remembered: \(seen)")
    }
}
