import Foundation
import TLSTestSupport
import Testing

@Suite("Every setting follows one rule: the flag, then the environment, then the config file, then the default")
struct ConfigPrecedenceTests {
    /// One setting's four sources (a setting without a flag or a variable has none), each with the value
    /// `feed-cli config` shows when it wins.
    struct Case: Sendable, CustomTestStringConvertible {
        let key: String
        var flag: (arguments: [String], shown: String)?
        var variable: (name: String, value: String, shown: String)?
        let file: (toml: String, shown: String)
        let defaultValue: String

        var testDescription: String { key }
    }

    static let certificate = "{certificate}"
    static let token = "{token}"

    static let cases: [Case] = [
        Case(
            key: "base_url", flag: (["--base-url", "http://flag.example"], "http://flag.example"),
            variable: ("FEED_API_BASE_URL", "http://env.example", "http://env.example"),
            file: (#"base_url = "http://file.example""#, "http://file.example"), defaultValue: ""),
        Case(
            key: "cache_dir", flag: (["--cache-dir", "/flag/cache"], "/flag/cache"),
            variable: ("FEED_CACHE_DIR", "/env/cache", "/env/cache"),
            file: (#"cache_dir = "/file/cache""#, "/file/cache"), defaultValue: "/xdg-cache/feed-cli"),
        Case(
            key: "lang", flag: (["--lang", "de"], "de"), variable: ("LC_ALL", "fr_FR.UTF-8", "fr"),
            file: (#"lang = "ja""#, "ja"), defaultValue: "en"),
        Case(
            key: "theme", flag: (["--theme", "light"], "light"), file: (#"theme = "dark""#, "dark"),
            defaultValue: "auto"),
        Case(
            key: "color", flag: (["--no-color"], "false"), variable: ("NO_COLOR", "1", "false"),
            file: ("color = true", "true"), defaultValue: "auto"),
        Case(
            key: "images", flag: (["--images", "sixel"], "sixel"), variable: ("FEED_CLI_IMAGES", "kitty", "kitty"),
            file: (#"images = "blocks""#, "blocks"), defaultValue: "auto"),
        Case(
            key: "symbols", variable: ("FEED_CLI_SYMBOLS", "block", "block"),
            file: (#"symbols = "sextant""#, "sextant"), defaultValue: "auto"),
        Case(key: "timeout", flag: (["--timeout", "7"], "7"), file: ("timeout = 8.5", "8.5"), defaultValue: "10"),
        Case(
            key: "cacert", flag: (["--cacert", certificate], certificate),
            variable: ("SSL_CERT_FILE", "/env/ca.pem", "/env/ca.pem"),
            file: (#"cacert = "{certificate}""#, certificate), defaultValue: ""),
        Case(
            key: "pager", variable: ("FEED_CLI_PAGER", "most", "most"), file: (#"pager = "more""#, "more"),
            defaultValue: "less -FRX"),
        Case(
            key: "token_file", flag: (["--token-file", token], token), file: (#"token_file = "{token}""#, token),
            defaultValue: ""),
        Case(key: "mouse", flag: (["--no-mouse"], "false"), file: ("mouse = true", "true"), defaultValue: "true"),
    ]

    @Test("each source wins over those after it, and feed-cli config says which one it was", arguments: cases)
    func precedence(_ setting: Case) async throws {
        let (cli, folder, authority) = try makeSUT()
        defer { cleanUp(folder, authority) }
        let tokenFile = folder.appendingPathComponent("token")
        try "s3cret".write(to: tokenFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: tokenFile.path)
        let fill = { (text: String) in
            text.replacingOccurrences(of: Self.certificate, with: authority.certificateFile.path)
                .replacingOccurrences(of: Self.token, with: tokenFile.path)
        }
        let file = folder.appendingPathComponent("config.toml")

        for level in 0..<4 {
            let flag = level == 0 ? setting.flag : nil
            let variable = level <= 1 ? setting.variable : nil
            let toml = level <= 2 ? "# settings\n" + fill(setting.file.toml) + "\n" : ""
            if level == 0 && setting.flag == nil || level == 1 && setting.variable == nil { continue }
            try toml.write(to: file, atomically: true, encoding: .utf8)
            var environment = Self.environment(config: file)
            if let variable { environment[variable.name] = variable.value }

            let result = await cli.run(
                ["config", "--json"] + (flag?.arguments.map(fill) ?? []), environment: environment)
            let shown = try Self.setting(setting.key, in: result.stdout)

            let expected: (String, String) =
                switch level {
                case 0: (fill(setting.flag!.shown), "flag")
                case 1: (setting.variable!.shown, "env \(setting.variable!.name)")
                case 2: (fill(setting.file.shown), "file \(file.path):2")
                default: (setting.defaultValue, "default")
                }
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(shown.value == expected.0, "level \(level)")
            #expect(shown.origin == expected.1, "level \(level)")
        }
    }

    // MARK: - Helpers

    /// Nothing from the machine: no locale, no variable of any setting; the cache default under `/xdg-cache`.
    private static func environment(config: URL) -> [String: String] {
        [
            "FEED_CLI_CONFIG": config.path, "FEED_CACHE_DIR": "", "LANG": "", "XDG_CACHE_HOME": "/xdg-cache",
            "HOME": config.deletingLastPathComponent().path,
        ]
    }

    private static func setting(_ key: String, in json: String) throws -> (value: String, origin: String) {
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "not JSON: \(json)")
        let settings = try #require(object["settings"] as? [[String: Any]])
        let setting = try #require(settings.first { $0["key"] as? String == key }, "no \(key) in \(json)")
        return ((setting["value"] as? String) ?? "", try #require(setting["origin"] as? String))
    }

    private func makeSUT() throws -> (InProcessCLI, URL, TestCertificateAuthority) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try InProcessCLI(), folder, try TestCertificateAuthority())
    }

    private func cleanUp(_ folder: URL, _ authority: TestCertificateAuthority) {
        try? FileManager.default.removeItem(at: folder)
        authority.remove()
    }
}
