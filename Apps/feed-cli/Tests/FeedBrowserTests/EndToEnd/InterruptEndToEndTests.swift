import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C while a command waits on the API: `⠴ Loading…^C` stayed on the terminal, and a comment being sent was
/// dropped without a word although it may have been posted. This suite's pseudo-terminal harness drives them; the
/// signal is sent as the terminal would on Ctrl-C (the harness's terminal controls no session).
extension BrowseEndToEndTests {
    @Test("Ctrl-C during a slow feed erases the spinner's line before the process ends")
    func ctrlCErasesTheSpinnersLine() async throws {
        let server = try await ServeProcess(arguments: ["--quiet", "--latency", "600000"])
        defer { server.stop() }
        let process = try run(["feed", "--no-pager", "--base-url", server.baseURL.absoluteString])
        defer { process.terminate() }
        #expect(process.waitFor("Loading"), "\(process.text)")

        kill(process.pid, SIGINT)

        #expect(process.waitForExit() != nil)
        let afterSpinner = process.text.components(separatedBy: "Loading").last ?? ""
        #expect(afterSpinner.hasPrefix("…\r\u{1B}[2K"), "\(process.text.debugDescription)")
    }

    @Test("Ctrl-C while sending a comment: it may have been posted (check with the options used), the message is kept")
    func ctrlCWhileSendingAComment() async throws {
        let server = try await ServeProcess(arguments: ["--quiet", "--latency", "600000"])
        defer { server.stop() }
        let imageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"
        let process = try run(["comment", imageID, "Lovely light", "--base-url", server.baseURL.absoluteString])
        defer { process.terminate() }
        #expect(process.waitFor("Sending"), "\(process.text)")

        kill(process.pid, SIGINT)

        #expect(process.waitForExit() == 130, "\(process.text)")
        let afterSpinner = process.text.components(separatedBy: "Sending").last ?? ""
        #expect(afterSpinner.hasPrefix("…\r\u{1B}[2K"), "\(process.text.debugDescription)")
        #expect(afterSpinner.contains("may have been posted: check with `feed-cli comments \(imageID) --base-url "))
        #expect(afterSpinner.contains("Your message: Lovely light"))
    }

    /// `feed-cli ARGUMENTS` on a pseudo-terminal, in English, with this test's cache.
    private func run(_ arguments: [String]) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: try feedCLI(), arguments: arguments + ["--lang", "en"] + HangGuard.patientTimeout(arguments),
            environment: [
                "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": cache.path, "FEED_CACHE_DIR": cache.path,
            ],
            columns: 100, rows: 30)
    }
}
