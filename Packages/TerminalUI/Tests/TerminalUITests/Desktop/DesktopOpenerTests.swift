import Foundation
import TerminalUI
import Testing

@Suite("DesktopOpener: which program opens a picture's URL, and which URLs it never opens")
struct DesktopOpenerTests {
    let url = URL(string: "https://images.example.com/1.png")!

    @Test("without BROWSER, the desktop's opener")
    func desktopOpener() {
        #if os(macOS)
            #expect(DesktopOpener(environment: [:]).command(for: url) == ["open", url.absoluteString])
        #else
            #expect(DesktopOpener(environment: [:]).command(for: url) == ["xdg-open", url.absoluteString])
        #endif
    }

    @Test("BROWSER's first command, with its words as arguments, %s replaced by the URL or the URL added")
    func browserVariable() {
        let opener = { (browser: String) in DesktopOpener(environment: ["BROWSER": browser]).command(for: url) }

        #expect(opener("firefox:chromium") == ["firefox", url.absoluteString])
        #expect(opener("w3m -N") == ["w3m", "-N", url.absoluteString])
        #expect(opener("viewer --url=%s") == ["viewer", "--url=" + url.absoluteString])
    }

    @Test("a URL that is not http or https is never opened: the desktop would run whatever handles its scheme")
    func onlyWebURLs() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("opener-\(UUID())")
        defer { try? FileManager.default.removeItem(at: marker) }
        let opener = DesktopOpener(environment: ["BROWSER": "/usr/bin/touch " + marker.path])

        for text in ["file:///etc/passwd", "javascript:alert(1)", "x-custom://run"] {
            #expect(opener.open(try #require(URL(string: text))) == text)
        }
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test("a program that cannot start is named")
    func missingProgram() {
        let opener = DesktopOpener(environment: ["BROWSER": "/nonexistent/viewer"])

        #expect(opener.open(url) == "/nonexistent/viewer")
    }
}
