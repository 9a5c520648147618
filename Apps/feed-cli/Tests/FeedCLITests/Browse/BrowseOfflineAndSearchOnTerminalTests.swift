import Foundation
import SampleFeedAPI
import SharedAPITestSupport
import TerminalUITestSupport
import Testing

extension BrowseOnTerminalTests {
    @Test(
        "offline with a saved feed: says it is the saved feed and how old, r says why in the title, images not saved say so"
    )
    func offlineWithASavedFeedSaysSoAndHowOldAndReloadSaysWhy() async throws {
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let baseURL = held.baseURL.absoluteString
        let online = try launch(arguments: ["--base-url", baseURL, "--images", "off"])
        #expect(await online.terminal.shows("▸"), "the feed loaded online: \(online.terminal.text)")
        #expect(!online.terminal.text.contains("saved feed"))
        online.terminal.type("q")
        _ = await online.exit()
        await server.stop()

        let offline = try launch(arguments: ["--base-url", baseURL, "--images", "off"])
        let terminal = offline.terminal

        #expect(await terminal.shows("Showing the saved feed ("), "the saved feed, said in the title: \(terminal.text)")
        #expect(
            terminal.text.contains("Showing the saved feed (now)") || terminal.text.contains(" ago)"),
            "with how old it is: \(terminal.text)")
        #expect(await terminal.shows { Self.selectedRow(in: $0) != nil }, "a row selected: \(terminal.text)")
        let top = Self.selectedRow(in: terminal.text) ?? 0
        terminal.type("j")
        #expect(
            await terminal.shows { Self.selectedRow(in: $0) ?? 0 > top }, "j selected the next row: \(terminal.text)")
        terminal.type("r")
        // The reload starts the list over at its top. The title may not be written again: when the reload ends
        // before a frame shows it loading, the new title is the one on the screen, and only changed lines are drawn.
        #expect(
            await terminal.shows { Self.selectedRow(in: $0) == top },
            "r reloaded, the list stays: \(terminal.text.suffix(800))")
        let title = Self.drawnLines(terminal.text).values.first { $0.contains("Showing the saved feed") }
        #expect(
            title?.contains("— Couldn't connect") == true, "the title says why after r: \(title ?? terminal.text)")
        #expect(!terminal.text.contains("i: Retry"), "an image not saved is no error to retry")
        terminal.type("q")
        await assertExitsRestoring(offline)
    }

    @Test("a search walks 3,000 images, says how far it got, and loses no key typed meanwhile")
    func searchWalksThousandsOfImagesSaysHowFarAndLosesNoKey() async throws {
        let server = try await SampleServer.start(SampleServerConfiguration(syntheticItems: 3000))
        let run = try launch(arguments: ["--base-url", server.baseURL.absoluteString, "--images", "off"])
        let terminal = run.terminal
        #expect(await terminal.shows("▸"), "the feed loaded: \(terminal.text)")

        terminal.type("/zz")
        #expect(await terminal.shows("Images searched: "), "the walk's progress: \(terminal.text.suffix(500))")
        terminal.type("q")
        terminal.type("x")

        #expect(await terminal.shows("No matches"), "the walk ended: \(terminal.text.suffix(500))")
        #expect(await terminal.shows("/zzqx"), "every typed key in the field: \(terminal.text.suffix(500))")
        terminal.type("\u{1B}")
        terminal.type("q")
        await assertExitsRestoring(run)
        await server.stop()
    }

    /// The lines the frames in `output` left on the screen, by row: a frame writes only the lines that changed, each
    /// after a move to its row, so a row shows what was last written there since the screen was last cleared.
    static func drawnLines(_ output: String) -> [Int: String] {
        let frames = output.components(separatedBy: "\u{1B}[2J").last ?? output
        let write = try! Regex(#"\x1B\[(\d+);1H(?:\x1B\[2K)?(.*?)(?=\x1B\[\d+;\d+H|\x1B\[\?2026l|$)"#)
        var lines: [Int: String] = [:]
        for match in frames.matches(of: write) {
            guard let row = match[1].substring.flatMap({ Int($0) }), let line = match[2].substring else { continue }
            lines[row - 1] = PseudoTerminal.visibleText(String(line))
        }
        return lines
    }

    /// The screen row of the selected feed row (its "▸"), as the frames in `output` left it.
    static func selectedRow(in output: String) -> Int? {
        drawnLines(output).filter { $0.value.contains("▸") }.keys.min()
    }

    /// The sample feed's first page but its 7th image (Marseille), as a run that showed them would have left them.
    static let seenSampleIDs = [
        "25e5c6e2-935a-5bee-a4c6-17fadedf8474", "97f85595-134a-55cb-8e27-cd44f642932d",
        "308eb4b9-adb4-527a-a5c0-3a30442be801", "f3ea4c68-73d5-5c03-8cbd-0682f948dec5",
        "24ae47b5-ffcf-597f-b539-3209cb90a8b6", "accc424f-b620-5f73-8e92-c7d4c41b92d8",
        "8ac7ded0-b06f-5bb2-ba04-076bc7de6152", "1bb6d2a3-3a5c-5b7d-9692-b9ed40eb9be7",
        "be1d8dfd-c76c-50ae-9839-c532911ef1b5",
    ]

    @Test("images not seen before get a dot, n selects the next one, and what was listed is seen next time")
    func newImagesAreMarkedFoundWithNAndRemembered() async throws {
        let folder = cache.appendingPathComponent("sample")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.seenSampleIDs.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("seen"))
        let run = try launch(arguments: ["--images", "off"])
        let terminal = run.terminal
        #expect(await terminal.shows("Zermatt"), "the feed loaded: \(terminal.text)")
        #expect(terminal.text.contains("•"), "the new image has a dot: \(terminal.text)")

        terminal.type("n")
        let mark = terminal.output.count
        terminal.type("\r")

        #expect(
            await terminal.shows("Marseille", after: mark), "n selected the new image: \(terminal.text.suffix(600))")
        terminal.type("\u{1B}")
        terminal.type("q")
        await assertExitsRestoring(run)
        let seen = try String(contentsOf: folder.appendingPathComponent("seen"), encoding: .utf8)
        #expect(seen.contains("b621adeb-ae4f-5dd2-9d82-b795dc362a15"), "the listed image is remembered: \(seen)")
    }
}
