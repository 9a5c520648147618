import Foundation
import Testing

/// An option's usage error (`--timeout must be a positive number of seconds.`) was English whatever the language:
/// the sentences were written in Swift beside each check, not keys of the CLI's table.
@Suite("A refused option is said in the reader's language")
struct UsageErrorLanguageTests {
    @Test(
        "a refused option is a usage error, exit 64, in the language of --lang",
        arguments: [
            (["feed", "--timeout", "-1", "--lang", "de"], "--timeout muss eine positive Anzahl Sekunden sein."),
            (["feed", "--pages", "0", "--lang", "fr"], "--pages doit valoir 1 ou plus."),
            (
                ["feed", "--token", "a", "--token-file", "t", "--lang", "de"],
                "Verwenden Sie entweder --token oder --token-file, nicht beides."
            ),
            (
                ["comments", "00000000-0000-4000-8000-000000000000", "--interval", "9", "--lang", "es"],
                "--interval requiere --follow."
            ),
            (
                ["show", "nope", "--lang", "de"],
                "IMAGE_ID muss eine UUID wie 25e5c6e2-935a-5bee-a4c6-17fadedf8474 sein"
            ),
            (["serve", "--port", "70000", "--lang", "ja"], "--port は 0...65535 の範囲でなければなりません。"),
            (["feed", "--timeout", "-1", "--lang", "en"], "--timeout must be a positive number of seconds."),
        ])
    func refusedOption(arguments: [String], words: String) async throws {
        let result = try await InProcessCLI.runOnce(arguments)

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(words), "\(result.stderr)")
    }

    @Test("a token file that is missing or open to others is refused in the language of --lang, never read out")
    func tokenFileInTheReadersLanguage() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let open = cli.cacheDirectory.appendingPathComponent("token").path
        try Data("s3cret\n".utf8).write(to: URL(fileURLWithPath: open))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: open)
        let missing = cli.cacheDirectory.appendingPathComponent("none").path
        let command = ["comments", "00000000-0000-4000-8000-000000000000", "--base-url", "http://127.0.0.1:9"]

        let refused = await cli.run(command + ["--token-file", open, "--lang", "de"])
        let absent = await cli.run(command + ["--token-file", missing, "--lang", "fr"])

        #expect(refused.exitCode == 64)
        #expect(
            refused.stderr.contains("--token-file '\(open)' ist für andere offen (Modus 644); setzen Sie chmod 600"),
            "\(refused.stderr)")
        #expect(!refused.stderr.contains("s3cret"))
        #expect(absent.exitCode == 64)
        #expect(absent.stderr.contains("--token-file '\(missing)' ne peut pas être lu : "), "\(absent.stderr)")
        #expect(!absent.stderr.contains("No such file"), "\(absent.stderr)")
    }

    @Test("without --lang the environment's language says it")
    func environmentLanguage() async throws {
        let result = try await InProcessCLI.runOnce(
            ["feed", "--timeout", "0"], environment: ["LANG": "pt_BR.UTF-8"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--timeout deve ser um número positivo de segundos."), "\(result.stderr)")
    }
}
