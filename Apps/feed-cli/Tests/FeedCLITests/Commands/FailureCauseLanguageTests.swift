import Foundation
import SharedAPITestSupport
import Testing

/// A broken config file, a corrupt cache and a page that is not JSON were said in English whatever the language: the
/// config file's, the store's and the JSON parser's reasons were sentences written in Swift, not keys of a table.
@Suite("Why a config file, the cache or a page cannot be used is said in the reader's language")
struct FailureCauseLanguageTests {
    @Test(
        "a config file that cannot be used is a usage error naming file:line and the key, in the language of --lang",
        arguments: [
            ("timeout = \"x\"", "de", ":1: timeout muss eine Zahl sein, nicht ein TOML-string."),
            ("timeout = \"x\"", "en", ":1: timeout must be a number, not a TOML string."),
            ("color = 1", "fr", ":1: color doit être true ou false, pas un integer TOML."),
            ("a = 1\nb = \"\0\"", "de", ":2: enthält ein NUL-Zeichen: kein TOML"),
            ("[keys]\nquit = 1", "ja", ":2: keys.quit はキーかキーのリストでなければなりません"),
            ("theme = \"a\"\ntimeout =\n", "de", ":2: timeout lässt sich nicht parsen: "),
        ])
    func brokenConfigFile(text: String, language: String, words: String) async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = try Self.write(text, in: cli)

        let result = await cli.run(["config", "--config", file.path, "--lang", language])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(file.path + words), "\(result.stderr)")
    }

    @Test("a config file that cannot be read says the system's reason in the language of the environment")
    func unreadableConfigFile() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("none.toml").path

        let result = await cli.run(["config", "--config", missing], environment: ["LANG": "de_DE.UTF-8"])

        #expect(result.exitCode == 64)
        #expect(
            result.stderr.contains(
                "die Konfigurationsdatei \(missing) kann nicht gelesen werden: Datei oder Verzeichnis nicht vorhanden"),
            "\(result.stderr)")
    }

    @Test("cache info on a cache file that is no database says why in the reader's language")
    func corruptCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let base = ["--base-url", "http://127.0.0.1:9"]
        let info = await cli.run(["cache", "info", "--json"] + base)
        let folder = try #require(try info.json["directory"] as? String)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = URL(fileURLWithPath: folder).appendingPathComponent("feed.sqlite")
        try Data(repeating: 0x5A, count: 4096).write(to: file)

        let german = await cli.run(["cache", "info", "--lang", "de"] + base)
        let english = await cli.run(["cache", "info", "--lang", "en"] + base)

        #expect(german.stdout.contains("die Cache-Datei \(file.path) ist unlesbar: die Datei ist keine Datenbank"))
        #expect(!german.stdout.contains("is not a database"), "\(german.stdout)")
        #expect(english.stdout.contains("the cache file \(file.path) is unreadable: file is not a database"))
    }

    @Test("a page that is not JSON says what the parser found, in the reader's language")
    func malformedPage() async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.feed, answer: .json(#"{"items":[}"#, status: 200))

        let result = await cli.run(["feed", "--lang", "de", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 65)
        #expect(result.stderr.contains("fehlerhaftes JSON: erwartet: ein Wert bei Byte 10"), "\(result.stderr)")
        #expect(!result.stderr.contains("expected"), "\(result.stderr)")
    }

    private static func write(_ text: String, in cli: InProcessCLI) throws -> URL {
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let file = cli.cacheDirectory.appendingPathComponent("config.toml")
        try Data(text.utf8).write(to: file)
        return file
    }
}
