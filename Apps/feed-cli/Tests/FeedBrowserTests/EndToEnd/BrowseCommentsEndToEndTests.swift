import FeedCLITestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The composer on an image with no comments drew no input line, and typing was blind; its editing keys did nothing.
extension BrowseEndToEndTests {
    @Test("on an image with no comments, c draws the input line, whose cursor keys edit, refuses blanks, and posts")
    func composerOnAnImageWithNoComments() throws {
        let (process, original) = try launch()
        defer { process.terminate() }
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")
        process.type("\r")
        #expect(waitForVisible("No comments yet", in: process), "the first sample image has none")

        var mark = process.output.count
        process.type("c   \r")
        #expect(waitForVisible(" › ", in: process, after: mark), "the input line: \(process.text.suffix(800))")
        #expect(waitForVisible("Type a comment first", in: process, after: mark), "why Enter sent nothing")

        mark = process.output.count
        process.type("\u{15}world\u{1B}[Hhello ")
        #expect(
            waitForVisible(" › hello world", in: process, after: mark), "Ctrl-U, then Home: \(process.text.suffix(800))"
        )

        mark = process.output.count
        process.type("\u{1B}[F\u{17}there\r")
        #expect(waitForVisible("  hello there", in: process, after: mark), "End, Ctrl-W, then posted")
        #expect(waitForVisible("Esc back", in: process, after: mark), "the composer closed")
        process.type("\u{1B}")
        process.type("q")

        assertExitsRestoring(process, original)
    }

    /// Waits until `text` shows after byte `offset` once styles and cursor moves are taken out.
    private func waitForVisible(
        _ text: String, in process: PseudoTerminalProcess, after offset: Int = 0, seconds: Double = 60
    ) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let output = process.output
            if output.count > offset, visibleText(String(decoding: output[offset...], as: UTF8.self)).contains(text) {
                return true
            }
            usleep(20_000)
        }
        return false
    }
}
