import Foundation
import Synchronization
import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// Real pagers (`/bin/sh -c …`) started by the output; serialized because paging takes process-wide signals.
@Suite("A pager that starts at the first write and loses no text", .serialized)
final class LazyPagerTests {
    private let folder: URL
    private let seen = Seen()
    private let standardError = BufferedOutput()

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("LazyPagerTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("the text goes through the pager, which sees its end when paging finishes")
    func pages() throws {
        let paged = folder.appendingPathComponent("paged").path
        let pager = makePager("cat > '\(paged)'")

        pager.write("one\n")
        #expect(pager.occupiesTerminal)
        pager.write(Data("two\n".utf8))
        pager.finish()

        #expect(try String(contentsOfFile: paged, encoding: .utf8) == "one\ntwo\n")
        #expect(terminalText.isEmpty)
        #expect(!pager.occupiesTerminal)
        #expect(!pager.passesGraphics)
    }

    @Test("nothing written starts no pager")
    func nothingWritten() {
        let marker = folder.appendingPathComponent("started").path
        let pager = makePager("touch '\(marker)'; cat")

        pager.finish()

        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test("a pager that is not installed: one warning, then the text on the terminal, graphics passed")
    func missingProgram() {
        let pager = makePager("no-such-pager -R")

        pager.write("one\n")
        pager.write("two\n")
        pager.finish()

        #expect(terminalText == "one\ntwo\n")
        #expect(standardError.text == "warning\n")
        #expect(pager.passesGraphics)
    }

    @Test("a pager its shell could not run: what it was sent is replayed on the terminal after the warning")
    func shellCouldNotRun() {
        let pager = makePager("exit 127")

        pager.write("kept\n")
        pager.finish()

        #expect(terminalText == "kept\n")
        #expect(standardError.text == "warning\n")
        #expect(seen.readerLeft.withLock { $0 }.isEmpty)
    }

    @Test("a reader who quits the pager is said to onReaderLeft with EPIPE")
    func readerLeaves() throws {
        let pager = makePager("head -c 1 > /dev/null")
        let chunk = Data(count: 1 << 16)

        while seen.readerLeft.withLock({ $0.isEmpty }) { pager.write(chunk) }
        pager.finish()

        #expect(seen.readerLeft.withLock { $0 }.first == EPIPE)
        #expect(terminalText.isEmpty)
    }

    private var terminalText: String { String(decoding: seen.terminal.withLock { $0 }, as: UTF8.self) }

    private func makePager(_ command: String) -> LazyPager {
        LazyPager(
            command: command, environment: ["PATH": "/usr/bin:/bin"],
            terminal: { [seen] data in seen.terminal.withLock { $0.append(data) } },
            standardError: standardError, warning: "warning\n",
            onReaderLeft: { [seen] code in seen.readerLeft.withLock { $0.append(code) } })
    }
}

/// What reached the terminal, and the errors the reader's leaving was said with.
private final class Seen: Sendable {
    let terminal = Mutex(Data())
    let readerLeft = Mutex<[Int32]>([])
}
