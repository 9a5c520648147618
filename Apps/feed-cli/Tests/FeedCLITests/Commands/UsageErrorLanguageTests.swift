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

    @Test("without --lang the environment's language says it")
    func environmentLanguage() async throws {
        let result = try await InProcessCLI.runOnce(
            ["feed", "--timeout", "0"], environment: ["LANG": "pt_BR.UTF-8"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--timeout deve ser um número positivo de segundos."), "\(result.stderr)")
    }
}
