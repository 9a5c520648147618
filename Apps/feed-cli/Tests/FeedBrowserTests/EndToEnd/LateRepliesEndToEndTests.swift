import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal that answers the start-up query after its 100 ms (kitty on a busy machine, an ssh link): its reply
/// was echoed onto the screen by the terminal driver (`^[_Gi=31;OK^[\`) before the program read it. The fake
/// terminal here answers late on purpose: it sees the question, waits until the process is provably past its wait
/// (the input's settings given back), stops the process there, and only then answers. (Through a pager nothing is
/// asked: stdout is no terminal.)
@Suite("End to end: a late reply to the terminal query is never on the screen nor left for the shell", .serialized)
final class LateRepliesEndToEndTests {
    static let sampleImageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"
    static let question = "\u{1B}[c"
    static let lateReply = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c"

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("late-replies-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("feed: a reply after the wait is not echoed, is read before exit, and the settings are back")
    func feed() throws {
        let process = try launch(["feed", "--no-pager"])
        defer { process.terminate() }

        let mark = try answerWhileHeld(process)

        assertExitsUnseen(process, echoed: mark.echoed, after: mark.offset)
    }

    @Test("show: a reply after the wait is not echoed, is read before exit, and the settings are back")
    func show() throws {
        let process = try launch(["show", Self.sampleImageID])
        defer { process.terminate() }

        let mark = try answerWhileHeld(process)

        assertExitsUnseen(process, echoed: mark.echoed, after: mark.offset)
    }

    @Test("browse then q: a reply after the wait is not echoed nor taken for keys, and the settings are back")
    func browseThenQuit() throws {
        let process = try launch(["browse", "--theme", "dark"])
        defer { process.terminate() }

        let mark = try answerWhileHeld(process)
        #expect(process.waitFor("▸", after: mark.offset), "the feed loaded: \(process.text.suffix(300))")
        process.type("q")

        assertExitsUnseen(process, echoed: mark.echoed, after: mark.offset)
        #expect(process.text.contains("\u{1B}[?1049l"), "left the alternate screen")
    }

    @Test(
        "Ctrl-C, SIGTERM or SIGHUP while a reply is owed end the process with the terminal's settings as they were",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func endedWhileOwed(signal: Int32) throws {
        let process = try launch(["show", Self.sampleImageID])
        defer { process.terminate() }
        #expect(process.waitFor(Self.question), "asked the terminal: \(process.text)")
        #expect(process.waitUntil { process.settings.c_lflag & tcflag_t(ISIG) != 0 }, "the wait ended")
        #expect(process.stop(), "the process stopped")
        let quiet = process.settings.c_lflag & tcflag_t(ECHO) == 0

        kill(process.pid, signal)
        kill(process.pid, SIGCONT)

        let status = process.waitForExit()
        #expect(!quiet || status == 128 + signal, "ended by the signal: \(process.text.suffix(300))")
        let (before, after) = (process.initialSettings, process.settings)
        #expect(after.c_lflag == before.c_lflag, "local modes as before")
        #expect(after.c_iflag == before.c_iflag, "input modes as before")
    }

    // MARK: - Helpers

    private func launch(_ arguments: [String], environment: [String: String] = [:]) throws -> PseudoTerminalProcess {
        let base = [
            "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": folder.path,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        ]
        return try PseudoTerminalProcess(
            executable: try FeedCLIBinary.url(),
            arguments: arguments + ["--lang", "en"] + HangGuard.patientTimeout(arguments),
            environment: base.merging(environment) { $1 }, columns: 100, rows: 30)
    }

    /// Once the question is out and the wait is over (signals from keys on again, or the browser's screen up),
    /// stops the process, answers, and lets it go on; what was echoed of the answer, from where it was typed.
    private func answerWhileHeld(_ process: PseudoTerminalProcess) throws -> (offset: Int, echoed: String) {
        #expect(process.waitFor(Self.question), "asked the terminal: \(process.text)")
        let waitEnded = process.waitUntil {
            process.settings.c_lflag & tcflag_t(ISIG) != 0 || process.text.contains("\u{1B}[?1049h")
        }
        #expect(waitEnded, "the wait ended")
        #expect(process.stop(), "the process stopped")
        defer { kill(process.pid, SIGCONT) }
        let mark = process.output.count
        process.type(Self.lateReply)
        return (mark, echoedOrPending(process, after: mark))
    }

    /// Once the terminal driver took the reply: what it echoed onto the screen, or "" when the reply waits, unechoed,
    /// for the program to read.
    private func echoedOrPending(_ process: PseudoTerminalProcess, after mark: Int) -> String {
        var echoed = ""
        let taken = process.waitUntil {
            echoed = String(decoding: process.output.dropFirst(mark), as: UTF8.self)
            return echoed.contains("Gi=31;OK") || process.pendingInput >= Self.lateReply.utf8.count
        }
        #expect(taken, "the terminal driver took the reply")
        return echoed.contains("Gi=31;OK") ? echoed : ""
    }

    private func assertExitsUnseen(
        _ process: PseudoTerminalProcess, echoed: String, after mark: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let status = process.waitForExit()
        #expect(status == 0, "exit status; output: \(process.text.suffix(300))", sourceLocation: sourceLocation)
        #expect(echoed.isEmpty, "echoed onto the screen: \(echoed.debugDescription)", sourceLocation: sourceLocation)
        let screen = String(decoding: process.output.dropFirst(mark), as: UTF8.self)
        #expect(
            !screen.contains("Gi=31;OK"), "on the screen: \(screen.debugDescription)", sourceLocation: sourceLocation)
        #expect(!process.hasInputLeft(), "bytes left for the shell to read", sourceLocation: sourceLocation)
        let (before, after) = (process.initialSettings, process.settings)
        #expect(after.c_lflag == before.c_lflag, "local modes as before", sourceLocation: sourceLocation)
        #expect(after.c_iflag == before.c_iflag, "input modes as before", sourceLocation: sourceLocation)
        #expect(after.c_oflag == before.c_oflag, "output modes as before", sourceLocation: sourceLocation)
    }
}
