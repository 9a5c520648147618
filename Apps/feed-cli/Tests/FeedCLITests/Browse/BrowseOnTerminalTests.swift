import FeedCLITestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `feed-cli browse` run in this process on a pseudo-terminal of the test's, as on a person's: the keys typed, the
/// screens drawn, the terminal given back. What needs a process of its own (signals, suspending, a crash) is in the
/// browser's end-to-end tests of the built binary.
///
/// Serialized: a browser takes the process's crash guard and its newest signal watchers while it runs. Each wait is
/// for what the screen shows; the time limit only ends a hang.
@Suite(
    "The browser on a pseudo-terminal, in process: keys, mouse, pictures, comments, the saved feed", .serialized,
    .hangGuard)
final class BrowseOnTerminalTests {
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    let cli: InProcessCLI

    init() throws {
        cli = try InProcessCLI()
    }

    /// The run's cache.
    var cache: URL { cli.cacheDirectory }

    @Test("Ctrl-C quits, restoring the terminal")
    func ctrlCQuitsRestoringTheTerminal() async throws {
        let run = try launch()
        #expect(await run.terminal.shows("▸"), "the feed loaded: \(run.terminal.text)")

        run.terminal.type("\u{03}")

        await assertExitsRestoring(run)
    }

    @Test("after a load error, quitting restores the terminal")
    func afterALoadErrorQuittingRestoresTheTerminal() async throws {
        let run = try launch(arguments: ["--base-url", "http://127.0.0.1:9", "--timeout", "5"])
        #expect(await run.terminal.shows("r: Retry"), "the error with its retry hint: \(run.terminal.text)")

        run.terminal.type("q")

        await assertExitsRestoring(run)
    }

    @Test(
        "kitty shows thumbnails and the selected image, replaces the preview when the selection changes, deletes all on exit"
    )
    func kittyShowsThumbnailsAndThePreviewReplacesItOnSelectionChangeAndDeletesThemOnExit() async throws {
        let run = try launch(environment: ["TERM": "xterm-kitty"])
        let terminal = run.terminal

        #expect(await terminal.shows("\u{1B}_Ga=T,f=24,"), "decoded pictures: \(terminal.text.suffix(300))")
        #expect(
            await terminal.shows("i=7036,"),
            "thumbnails in view and the preview, each its own id: \(terminal.text.suffix(300))")
        var mark = terminal.output.count
        terminal.type("j")
        #expect(await terminal.shows("\u{1B}_Ga=d,d=I,i=", after: mark), "the old preview deleted")
        #expect(await terminal.shows("\u{1B}_Ga=T,f=24", after: mark), "the second row's preview")
        mark = terminal.output.count
        terminal.type("q")

        await assertExitsRestoring(run)
        let ending = String(decoding: terminal.output[mark...], as: UTF8.self)
        #expect(
            ending.contains("\u{1B}_Ga=d,d=I,i=7031,q=2\u{1B}\\"), "deleted before leaving: \(ending.debugDescription)")
        #expect(ending.contains("\u{1B}_Ga=d,d=I,i=7036,q=2\u{1B}\\"), "every picture deleted")
    }

    @Test("--images blocks draws thumbnails in the rows and the selected image as half blocks")
    func imagesBlocksDrawsThumbnailsInTheRowsAsHalfBlocks() async throws {
        let run = try launch(arguments: ["--images", "blocks"])

        #expect(await run.terminal.shows("▸"), "the feed loaded: \(run.terminal.text)")
        #expect(await run.terminal.shows("▀▀▀"), "half blocks: \(run.terminal.text.suffix(500))")
        run.terminal.type("q")

        await assertExitsRestoring(run)
        #expect(!run.terminal.text.contains("\u{1B}_G"), "no kitty graphics")
    }

    @Test("--images off keeps the rows text only")
    func imagesOffKeepsTheRowsTextOnly() async throws {
        let run = try launch(arguments: ["--images", "off"])

        #expect(await run.terminal.shows(" kB"), "an image loaded: \(run.terminal.text)")
        run.terminal.type("q")

        await assertExitsRestoring(run)
        #expect(!run.terminal.text.contains("▀"), "no half blocks")
    }

    @Test("iTerm2 shows the selected image inline")
    func iTerm2ShowsTheSelectedImageInline() async throws {
        let run = try launch(environment: ["TERM_PROGRAM": "iTerm.app"])

        #expect(
            await run.terminal.shows("\u{1B}]1337;File=inline=1;size="),
            "an inline image: \(run.terminal.text.suffix(300))")
        run.terminal.type("q")

        await assertExitsRestoring(run)
    }

    @Test("inside tmux, kitty graphics are not used")
    func insideTmuxKittyIsNotUsed() async throws {
        let run = try launch(environment: ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-1/default,1,0"])
        #expect(await run.terminal.shows("▸"), "the feed loaded: \(run.terminal.text)")
        #expect(await run.terminal.shows(" kB"), "an image loaded: \(run.terminal.text)")

        run.terminal.type("q")

        await assertExitsRestoring(run)
        #expect(!run.terminal.text.contains("\u{1B}_G"))
    }

    /// `TERM=dumb` used to get colours and the alternate screen, which such a terminal cannot show, and then to be
    /// told that browse needs a terminal, while on one.
    @Test("TERM=dumb: browse is refused (64) without touching the screen, and nothing is coloured")
    func dumbTerminal() async throws {
        let run = try launch(environment: ["TERM": "dumb"])

        let status = await run.exit()

        #expect(status == 64, "\(run.terminal.text)")
        #expect(
            run.terminal.text.contains("this terminal (TERM=dumb) cannot draw the browser"), "\(run.terminal.text)")
        #expect(!run.terminal.text.contains("\u{1B}["), "no escape sequence: \(run.terminal.text.debugDescription)")
    }

    // MARK: - Helpers

    /// `feed-cli browse` on a new 100×30 pseudo-terminal with the built-in sample API.
    func launch(
        arguments: [String] = [], environment: [String: String] = [:], answersQueries: Bool = true
    ) throws -> TerminalRun {
        try cli.startOnTerminal(
            ["browse", "--cache-dir", cache.path, "--lang", "en", "--theme", "dark"] + arguments,
            environment: environment, answersQueries: answersQueries)
    }

    /// The run ends with status 0 having shown the cursor, left the alternate screen, turned the mouse off, and put
    /// echo and line mode back.
    func assertExitsRestoring(_ run: TerminalRun, sourceLocation: SourceLocation = #_sourceLocation) async {
        let status = await run.exit()
        let terminal = run.terminal

        #expect(status == 0, "exit status; output: \(terminal.text.suffix(500))", sourceLocation: sourceLocation)
        let ending = String(decoding: terminal.output.suffix(80), as: UTF8.self)
        #expect(
            ending.contains("\u{1B}[?25h\u{1B}[?1049l"),
            "shows the cursor and leaves the alternate screen: \(ending.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            ending.contains(Self.mouseOff), "turns mouse reporting off: \(ending.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(terminal.text.contains("\u{1B}[?1049h"), "entered the alternate screen", sourceLocation: sourceLocation)
        let (original, restored) = (terminal.initialSettings, terminal.settings)
        let modes = tcflag_t(ECHO | ICANON)
        #expect(restored.c_lflag & modes == modes, "echo and line mode back", sourceLocation: sourceLocation)
        #expect(restored.c_lflag == original.c_lflag, "local modes as before", sourceLocation: sourceLocation)
    }
}
