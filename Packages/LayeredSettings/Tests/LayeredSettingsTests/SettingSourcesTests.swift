import Foundation
import LayeredSettings
import Testing

@Suite("One rule for every setting: the flag, then the environment, then the file, then the default")
struct SettingSourcesTests {
    private func sources(file text: String?, environment: [String: String] = [:]) throws -> SettingSources {
        guard let text else { return try SettingSources(environment: environment, location: nil, schema: schema) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".toml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try SettingSources(
            environment: environment, location: ConfigFileLocation(path: path, isExplicit: true), schema: schema)
    }

    @Test("each layer wins over the ones below it, and says where it came from")
    func precedence() throws {
        let sources = try sources(file: "\n\ntimeout = 20\n", environment: ["TIMEOUT": "30", "EMPTY": ""])
        let path = try #require(sources.file?.path)

        let flag = sources.setting("timeout", flag: ("--timeout", "40"), variable: ("TIMEOUT", "30"), default: "10")
        let variable = sources.setting("timeout", variable: sources.firstVariable("EMPTY", "TIMEOUT"), default: "10")
        let file = sources.setting("timeout", variable: sources.firstVariable("EMPTY"), default: "10")
        let fallback = sources.setting("theme", default: "auto")

        #expect(flag == Setting(key: "timeout", value: "40", origin: .flag("--timeout")))
        #expect(variable == Setting(key: "timeout", value: "30", origin: .environment("TIMEOUT")))
        #expect(file == Setting(key: "timeout", value: "20", origin: .file(path: path, line: 3)))
        #expect(fallback == Setting(key: "theme", value: "auto", origin: .default))
        #expect(sources.setting("theme") == nil)
        #expect(sources.fileSetting("timeout") == file)
        #expect(sources.location?.path == path)
    }

    @Test("no location reads no file; a file that does not parse is an error")
    func files() throws {
        #expect(try sources(file: nil).file == nil)
        #expect(throws: ConfigFileError.self) { try sources(file: "timeout = \"x\"") }
    }

    @Test("each origin's text and the subject a message names")
    func origins() {
        #expect(SettingOrigin.flag("--timeout").text == "flag")
        #expect(SettingOrigin.environment("T").text == "env T")
        #expect(SettingOrigin.file(path: "c.toml", line: 4).text == "file c.toml:4")
        #expect(SettingOrigin.default.text == "default")
        #expect(SettingOrigin.flag("--timeout").subject(key: "timeout") == "--timeout")
        #expect(SettingOrigin.environment("T").subject(key: "timeout") == "T")
        #expect(SettingOrigin.file(path: "c.toml", line: 4).subject(key: "timeout") == "c.toml:4: timeout")
        #expect(SettingOrigin.default.subject(key: "timeout") == "timeout")
    }

    @Test("a value is read, or refused naming where it came from and what it must be")
    func parsed() throws {
        let setting = Setting(key: "timeout", value: "x", origin: .file(path: "c.toml", line: 2))

        #expect(try Setting(key: "timeout", value: "5", origin: .default).parsed(as: "a number", Double.init) == 5)
        #expect(throws: SettingError(subject: "c.toml:2: timeout", problem: .refused(value: "x", expected: "a number")))
        {
            try setting.parsed(as: "a number", Double.init)
        }
        #expect(setting.subject == "c.toml:2: timeout")
    }
}
