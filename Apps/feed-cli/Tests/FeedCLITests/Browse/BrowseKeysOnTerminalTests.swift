import FeedCLITestSupport
import Foundation
import TerminalUITestSupport
import Testing

/// The config file's `[keys]` and the picture keys `o`, `y` and `Y`, typed into the browser: what reaches the
/// terminal, and what the viewer is given.
extension BrowseOnTerminalTests {
    /// The keys are typed once the first page shows: a move typed while it loads has no row to move to, and the
    /// loaded list starts at its top (`j` then was lost, and the test waited for a second row that never came).
    @Test("[keys] in the config file: the remapped key quits and q no longer does; the footer and ? show x")
    func remappedKeysFromTheConfigFile() async throws {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let config = cache.appendingPathComponent("config.toml")
        try "[keys]\nquit = \"x\"\nhelp = [\"?\", \"H\"]\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try launch(arguments: ["--images", "off", "--config", config.path])
        let terminal = run.terminal
        #expect(await terminal.shows("x quit"), "the footer names x: \(terminal.text.suffix(300))")
        #expect(await terminal.shows("1 / "), "the first page shows: \(terminal.text.suffix(300))")

        var mark = terminal.output.count
        terminal.type("H")
        #expect(await terminal.shows("x  Ctrl-C", after: mark), "the help shows x: \(terminal.text.suffix(500))")
        mark = terminal.output.count
        terminal.type(" ")
        #expect(await terminal.shows("▸", after: mark), "the help closed: \(terminal.text.suffix(300))")
        mark = terminal.output.count
        terminal.type("q")
        terminal.type("j")
        #expect(await terminal.shows("2 / ", after: mark), "q did nothing, j moved: \(terminal.text.suffix(300))")
        terminal.type("x")

        await assertExitsRestoring(run)
    }

    @Test("y sends the selected image's URL to the clipboard with OSC 52 and the footer says so; Y its id")
    func yCopiesWithOSC52() async throws {
        let run = try launch(arguments: ["--images", "off"])
        let terminal = run.terminal
        #expect(await terminal.shows("▸"), "the feed loaded: \(terminal.text)")

        var mark = terminal.output.count
        terminal.type("y")
        #expect(await terminal.shows("Image URL copied", after: mark), "\(terminal.text.suffix(300))")
        let copied = try #require(clipboard(in: terminal, after: mark), "an OSC 52 sequence")
        #expect(copied.hasPrefix("http://127.0.0.1:") && copied.hasSuffix("/images/01.png"), "\(copied)")
        mark = terminal.output.count
        terminal.type("Y")
        #expect(await terminal.shows("Image id copied", after: mark), "\(terminal.text.suffix(300))")
        let id = try #require(clipboard(in: terminal, after: mark))
        #expect(UUID(uuidString: id) != nil, "\(id)")
        terminal.type("q")

        await assertExitsRestoring(run)
    }

    @Test("o with a viewer that cannot start says which program it was")
    func oSaysWhyNot() async throws {
        let run = try launch(arguments: ["--images", "off"], environment: ["BROWSER": "/nonexistent/viewer"])
        #expect(await run.terminal.shows("▸"), "the feed loaded: \(run.terminal.text)")

        let mark = run.terminal.output.count
        run.terminal.type("o")

        #expect(
            await run.terminal.shows("Could not start /nonexistent/viewer", after: mark),
            "\(run.terminal.text.suffix(300))")
        run.terminal.type("q")
        await assertExitsRestoring(run)
    }

    /// The text of the last OSC 52 sequence after `mark`, decoded.
    private func clipboard(in terminal: PseudoTerminal, after mark: Int) -> String? {
        let text = String(decoding: terminal.output[mark...], as: UTF8.self)
        guard let start = text.range(of: "\u{1B}]52;c;", options: .backwards),
            let end = text[start.upperBound...].firstIndex(of: "\u{07}"),
            let data = Data(base64Encoded: String(text[start.upperBound..<end]))
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
