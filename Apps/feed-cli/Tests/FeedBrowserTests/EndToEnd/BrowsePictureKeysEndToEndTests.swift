import FeedCLITestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `o`, `y` and `Y` typed into the real browser: what reaches the terminal, and what the viewer is given.
extension BrowseEndToEndTests {
    @Test("y sends the selected image's URL to the clipboard with OSC 52 and the footer says so; Y its id")
    func yCopiesWithOSC52() throws {
        let (process, original) = try launch(arguments: ["--images", "off"])
        defer { process.terminate() }
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")

        var mark = process.output.count
        process.type("y")
        #expect(process.waitFor("Image URL copied", after: mark), "\(process.text.suffix(300))")
        let copied = try #require(clipboard(in: process, after: mark), "an OSC 52 sequence")
        #expect(copied.hasPrefix("http://127.0.0.1:") && copied.hasSuffix("/images/01.png"), "\(copied)")
        mark = process.output.count
        process.type("Y")
        #expect(process.waitFor("Image id copied", after: mark), "\(process.text.suffix(300))")
        let id = try #require(clipboard(in: process, after: mark))
        #expect(UUID(uuidString: id) != nil, "\(id)")
        process.type("q")

        assertExitsRestoring(process, original)
    }

    #if os(Linux)
        @Test("o starts $BROWSER with the URL, detached, its output kept off the screen; the footer says it opened")
        func oOpensInTheViewer() throws {
            let viewer = cache.appendingPathComponent("viewer")
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            // What the viewer prints goes nowhere; to say it ran, it writes to the browser's terminal itself.
            try "#!/bin/sh\necho LEAKED\nprintf 'VIEWER GOT %s\\n' \"$1\" > /proc/$PPID/fd/1\n".write(
                to: viewer, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: viewer.path)
            let (process, original) = try launch(arguments: ["--images", "off"], environment: ["BROWSER": viewer.path])
            defer { process.terminate() }
            #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")

            let mark = process.output.count
            process.type("o")

            #expect(process.waitFor("Picture opened", after: mark), "\(process.text.suffix(300))")
            #expect(process.waitFor("VIEWER GOT http://127.0.0.1:", after: mark), "\(process.text.suffix(300))")
            #expect(!process.text.contains("LEAKED"))
            process.type("q")

            assertExitsRestoring(process, original)
        }
    #endif

    @Test("o with a viewer that cannot start says which program it was")
    func oSaysWhyNot() throws {
        let (process, original) = try launch(
            arguments: ["--images", "off"], environment: ["BROWSER": "/nonexistent/viewer"])
        defer { process.terminate() }
        #expect(process.waitFor("▸"), "the feed loaded: \(process.text)")

        let mark = process.output.count
        process.type("o")

        #expect(process.waitFor("Could not start /nonexistent/viewer", after: mark), "\(process.text.suffix(300))")
        process.type("q")
        assertExitsRestoring(process, original)
    }

    /// The text of the last OSC 52 sequence after `mark`, decoded.
    private func clipboard(in process: PseudoTerminalProcess, after mark: Int) -> String? {
        let text = String(decoding: process.output[mark...], as: UTF8.self)
        guard let start = text.range(of: "\u{1B}]52;c;", options: .backwards),
            let end = text[start.upperBound...].firstIndex(of: "\u{07}"),
            let data = Data(base64Encoded: String(text[start.upperBound..<end]))
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
