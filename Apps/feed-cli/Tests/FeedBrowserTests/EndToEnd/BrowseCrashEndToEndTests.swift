import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Mouse reporting never left on when the browser is gone, however it went: a crash too.
extension BrowseEndToEndTests {
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    @Test("a crash signal turns mouse reporting off and gives the terminal back before the process dies")
    func crashSignalRestoresTheTerminal() throws {
        // Swift's backtracer, which takes the signal after the guard, would wait for a key on the terminal.
        let (process, original) = try launch(environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { process.terminate() }
        #expect(process.waitFor(Self.mouseOn), "mouse reporting on: \(process.text.debugDescription)")
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")
        let mark = process.output.count

        kill(process.pid, SIGSEGV)

        #expect(process.waitForExit() != nil)
        let ending = String(decoding: process.output[mark...], as: UTF8.self)
        #expect(
            ending.contains(Self.mouseOff + "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"),
            "mouse off, cursor shown, main screen: \(ending.debugDescription)")
        var restored = termios()
        tcgetattr(process.slave, &restored)
        let modes = tcflag_t(ECHO | ICANON)
        #expect(
            restored.c_lflag & modes == modes, "echo and line mode back (a new pseudo-terminal's: \(original.c_lflag))")
    }
}
