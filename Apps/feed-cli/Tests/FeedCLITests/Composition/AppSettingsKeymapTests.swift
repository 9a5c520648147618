import FeedBrowser
import Foundation
import LayeredSettings
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import FeedCLI

@Suite("The browser's keymap is built only where a browser may open, and a [keys] table is still checked first")
struct AppSettingsKeymapTests {
    @Test("settings without a [keys] table build no keymap until the browser asks for one")
    func noKeysTableBuildsNoKeymap() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-keymap-\(UUID())")
        let runtime = Self.runtime(environment: ["HOME": home.path])

        let settings = try AppSettings(sources: SettingSources(configPath: nil, runtime: runtime), runtime: runtime)

        #expect(settings.configuredKeymap == nil)
        #expect(settings.keymap.label(.quit) == BrowserKeymap.standard.label(.quit))
    }

    @Test("a [keys] table is read with the other settings, its keys over the defaults")
    func keysTableIsReadWithTheSettings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-keymap-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        try "[keys]\nquit = \"x\"\n".write(to: file, atomically: true, encoding: .utf8)
        let runtime = Self.runtime(environment: ["HOME": folder.path])

        let settings = try AppSettings(
            sources: SettingSources(configPath: file.path, runtime: runtime), runtime: runtime)

        #expect(settings.configuredKeymap != nil)
        #expect(settings.keymap.label(.quit) != BrowserKeymap.standard.label(.quit))
    }

    private static func runtime(environment: [String: String]) -> FeedCLIRuntime {
        FeedCLIRuntime(
            environment: environment, standardOutput: BufferedOutput(), standardError: BufferedOutput(),
            writeStandardOutputBytes: { _ in }, standardInputIsTerminal: false, currentDate: { Date() },
            terminalSize: { TerminalSize(columns: 80, rows: 24) })
    }
}
