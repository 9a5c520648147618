import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// After Ctrl-Z the shell's prompt landed on the alternate screen with no cursor, and after `fg` the terminal stayed
/// in line mode. The harness starts the browser in a session of its own, an orphaned process group, where the
/// kernel does not stop a process for SIGTSTP: so these tests see the terminal given back and taken again at once;
/// a shell's job control (tried in tmux) stops it in between.
extension BrowseEndToEndTests {
    @Test(
        "Ctrl-Z and SIGTSTP give the terminal back (main screen, cursor, line mode), then take it again and redraw; SIGTERM then exits with status 0, restoring the terminal"
    )
    func suspendGivesTheTerminalBack() throws {
        let (process, original) = try launch()
        defer { process.terminate() }
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")

        for suspend in [{ process.type("\u{1A}") }, { _ = kill(process.pid, SIGTSTP) }] {
            let mark = process.output.count
            suspend()

            #expect(process.waitFor(Self.mouseOff, after: mark), "turned mouse reporting off")
            #expect(process.waitFor("\u{1B}[?25h\u{1B}[?1049l", after: mark), "gave the terminal back")
            #expect(process.waitFor("\u{1B}[?1049h", after: mark), "took the alternate screen again")
            #expect(process.waitFor(Self.mouseOn, after: mark), "turned mouse reporting on again")
            #expect(process.waitFor("▸", after: mark), "drew the feed again")
        }
        kill(process.pid, SIGTERM)

        assertExitsRestoring(process, original)
    }
}
