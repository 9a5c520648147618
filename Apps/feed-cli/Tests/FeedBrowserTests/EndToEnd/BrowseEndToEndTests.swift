import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives the real `feed-cli browse` through a pseudo-terminal against the built-in sample API: one run of the binary
/// through its screens, and what needs the browser in a process of its own (signals, suspending, a crash, a program
/// it starts, a late reply). The keys, the mouse and the screens are tested in process (FeedCLITests'
/// `BrowseOnTerminalTests`).
///
/// Serialized: each test runs the binary, its own sample server and a pseudo-terminal, and waits for screens to be
/// drawn; several at once on a small machine only make those waits slower and the terminal state harder to read.
@Suite(
    "End to end: the built feed-cli browse in a pseudo-terminal against the built-in sample API", .serialized)
final class BrowseEndToEndTests {
    /// The run's cache, removed when the test ends.
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("browse-e2e-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: cache)
    }

    @Test(
        "browse shows the feed, starts $BROWSER detached, opens comments, goes back and quits, restoring the terminal")
    func browseShowsTheFeedOpensCommentsGoesBackAndQuitsRestoringTheTerminal() throws {
        let viewer = cache.appendingPathComponent("viewer")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        // What the viewer prints goes nowhere; to say it ran, it writes to the browser's terminal itself.
        try "#!/bin/sh\necho LEAKED\nprintf 'VIEWER GOT %s\\n' \"$1\" > /proc/$PPID/fd/1\n".write(
            to: viewer, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: viewer.path)
        let (process, original) = try launch(environment: ["BROWSER": viewer.path])
        defer { process.terminate() }

        #expect(process.waitFor("My Feed"), "title: \(process.text)")
        #expect(process.waitFor("▸"), "a selected row once the feed loaded: \(process.text)")
        var mark = process.output.count
        process.type("o")
        #expect(process.waitFor("Picture opened", after: mark), "\(process.text.suffix(300))")
        #expect(process.waitFor("VIEWER GOT http://127.0.0.1:", after: mark), "\(process.text.suffix(300))")
        mark = process.output.count
        process.type("j")
        #expect(process.waitFor("\u{1B}[", after: mark), "the selection moved")
        mark = process.output.count
        process.type("\r")
        #expect(process.waitFor("Comments", after: mark), "comments screen: \(process.text)")
        mark = process.output.count
        process.type("\u{1B}")
        #expect(process.waitFor("comments", after: mark), "back to the feed's key hints: \(process.text)")
        process.type("q")

        assertExitsRestoring(process, original)
        #expect(!process.text.contains("LEAKED"), "the viewer's output is kept off the screen")
        #expect(
            !process.text.contains("\u{1B}_Ga=T"),
            "no kitty picture on a plain terminal (its graphics query is no picture)")
        #expect(!process.text.contains("\u{1B}]1337"), "no iTerm2 images on a plain terminal")
    }

    // MARK: - Helpers

    /// `feed-cli browse` on a new 100×30 pseudo-terminal with the built-in sample API, and the terminal's settings
    /// before.
    func launch(
        arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> (PseudoTerminalProcess, termios) {
        let executable = try feedCLI()
        try #require(try Self.helpListsBrowse.get(), "\(executable.path) --help lists no `browse` command")
        let baseEnvironment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": cache.path]
        let process = try PseudoTerminalProcess(
            executable: executable,
            arguments: ["browse", "--cache-dir", cache.path, "--lang", "en", "--theme", "dark"] + arguments
                + HangGuard.patientTimeout(["browse"] + arguments),
            environment: baseEnvironment.merging(environment) { $1 }, columns: 100, rows: 30)
        var original = termios()
        tcgetattr(process.slave, &original)
        return (process, original)
    }

    /// The process ends with status 0 having shown the cursor, left the alternate screen, and put echo and line mode
    /// back.
    func assertExitsRestoring(
        _ process: PseudoTerminalProcess, _ original: termios, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let status = process.waitForExit()

        #expect(status == 0, "exit status; output: \(process.text.suffix(500))", sourceLocation: sourceLocation)
        let ending = String(decoding: process.output.suffix(80), as: UTF8.self)
        #expect(
            ending.contains("\u{1B}[?25h\u{1B}[?1049l"),
            "shows the cursor and leaves the alternate screen: \(ending.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            ending.contains(Self.mouseOff), "turns mouse reporting off: \(ending.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(process.text.contains("\u{1B}[?1049h"), "entered the alternate screen", sourceLocation: sourceLocation)
        var restored = termios()
        tcgetattr(process.slave, &restored)
        let modes = tcflag_t(ECHO | ICANON)
        // A new pseudo-terminal has both; `original` may be read after the browser made it raw, so it only adds.
        #expect(restored.c_lflag & modes == modes, "echo and line mode back", sourceLocation: sourceLocation)
        #expect(restored.c_lflag & original.c_lflag == original.c_lflag, sourceLocation: sourceLocation)
    }

    func feedCLI() throws -> URL {
        try FeedCLIBinary.url()
    }

    /// Whether the binary's `--help` lists `browse`: asked once, for all the tests, which run the binary in turn.
    private static let helpListsBrowse = Result { () throws -> Bool in
        let process = Process()
        let pipe = Pipe()
        process.executableURL = try FeedCLIBinary.url()
        process.arguments = ["--help"]
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let help = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return help.contains("browse")
    }
}
