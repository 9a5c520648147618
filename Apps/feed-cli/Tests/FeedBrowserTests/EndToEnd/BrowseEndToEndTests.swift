import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives the real `feed-cli browse` through a pseudo-terminal against the built-in sample server.
final class BrowseEndToEndTests: XCTestCase {
    func test_browse_showsTheFeedOpensCommentsGoesBackAndQuitsRestoringTheTerminal() throws {
        let executable = try feedCLI()
        try XCTSkipUnless(try hasBrowseCommand(executable), "feed-cli has no `browse` command yet")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("browse-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let process = try PseudoTerminalProcess(
            executable: executable, arguments: ["browse", "--cache-dir", cache.path, "--lang", "en", "--theme", "dark"],
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": cache.path],
            columns: 100, rows: 30)
        defer { process.terminate() }
        var original = termios()
        tcgetattr(process.slave, &original)

        XCTAssertTrue(process.waitFor("My Feed"), "title: \(process.text)")
        XCTAssertTrue(process.waitFor("▸"), "a selected row once the feed loaded: \(process.text)")
        var mark = process.output.count
        process.type("j")
        XCTAssertTrue(process.waitFor("\u{1B}[", after: mark), "the selection moved")
        mark = process.output.count
        process.type("\r")
        XCTAssertTrue(process.waitFor("Comments", after: mark), "comments screen: \(process.text)")
        mark = process.output.count
        process.type("\u{1B}")
        XCTAssertTrue(process.waitFor("comments", after: mark), "back to the feed's key hints: \(process.text)")
        mark = process.output.count
        process.type("q")
        let status = process.waitForExit()

        XCTAssertEqual(status, 0, "exit status; output: \(process.text)")
        let ending = String(decoding: process.output.suffix(40), as: UTF8.self)
        XCTAssertTrue(ending.contains("\u{1B}[?25h\u{1B}[?1049l"), "shows the cursor and leaves the alternate screen: \(ending.debugDescription)")
        XCTAssertTrue(process.text.contains("\u{1B}[?1049h"), "entered the alternate screen")
        var restored = termios()
        tcgetattr(process.slave, &restored)
        XCTAssertEqual(restored.c_lflag & tcflag_t(ECHO | ICANON), original.c_lflag & tcflag_t(ECHO | ICANON))
        XCTAssertNotEqual(restored.c_lflag & tcflag_t(ECHO | ICANON), 0, "echo and line mode back")
    }

    // MARK: - Helpers

    /// `feed-cli` in the build products directory next to the test bundle.
    private func feedCLI() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("feed-cli")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw XCTSkip("feed-cli is not built next to the test bundle (\(CommandLine.arguments[0]))")
    }

    private func hasBrowseCommand(_ executable: URL) throws -> Bool {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = ["--help"]
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let help = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return help.contains("browse")
    }
}
