import Foundation
import Testing

/// The spinner's line used to share the terminal's first line with the text (`⠋ Loading…My Feed`), and `TERM=dumb`
/// still got its escapes.
@Suite("The spinner's line is erased before anything else is written, and a dumb terminal gets none")
struct SpinnerTests {
    @Test("feed --no-pager on a terminal: no line shows the spinner beside the text", arguments: ["en", "ja"])
    func linesAreClean(language: String) async throws {
        let run = try await PagedScreen.run(["feed", "--no-pager", "--lang", language])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(Self.visibleLines(run.result.stdout).allSatisfy { line in !Self.frames.contains { line.contains($0) } })
        #expect(!run.result.stdout.contains("…\u{1B}"), "\(run.result.stdout.prefix(300).debugDescription)")
    }

    @Test("TERM=dumb: no spinner and none of its escapes")
    func dumbTerminal() async throws {
        let run = try await PagedScreen.run(["feed", "--no-pager"], environment: ["TERM": "dumb"])

        #expect(run.result.exitCode == 0, "\(run.result.stdout)")
        #expect(!run.result.stdout.contains("\u{1B}[2K"))
        #expect(!Self.frames.contains { run.result.stdout.contains($0) })
    }

    /// What each line shows once written: the part after its last carriage return (a terminal's line ends `\r\n`).
    private static func visibleLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { line in
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            return line.split(separator: "\r", omittingEmptySubsequences: false).last ?? ""
        }
    }

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
