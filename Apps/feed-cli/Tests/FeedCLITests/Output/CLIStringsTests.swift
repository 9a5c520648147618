import Foundation
import SharedPresentation
import Testing

@testable import FeedCLI

@Suite("CLIStrings: the CLI's own labels and warnings in the 12 supported languages")
struct CLIStringsTests {
    @Test(
        "every supported language has every key, non-empty, with the same placeholders as English",
        arguments: SupportedLanguages.all)
    func everyLanguageHasEveryKey(language: String) {
        #expect(CLIStrings.languages.contains(language.lowercased()))
        let strings = CLIStrings.table.strings(for: language)
        let plurals = CLIStrings.PluralKey.allCases.flatMap { key in
            PluralCategory.categories(language: language).map { "\(key.rawValue).\($0.rawValue)" }
        }
        let expected = Set(CLIStrings.Key.allCases.map(\.rawValue) + plurals)
        #expect(Set(strings.keys) == expected, "\(language): keys differ from the code's")
        for key in CLIStrings.Key.allCases {
            let value = strings[key.rawValue] ?? ""
            #expect(!value.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key)")
            #expect(
                CLIStrings.table.placeholders(key.rawValue, language: language)
                    == CLIStrings.table.placeholders(key.rawValue, language: "en"), "\(language) \(key)")
        }
    }

    @Test(
        "there are tables for the supported languages only, and each language but English says 'Sending…' its own way")
    func onlySupportedLanguages() {
        #expect(Set(CLIStrings.languages) == Set(SupportedLanguages.all.map { $0.lowercased() }))
        let sending = SupportedLanguages.all.map { CLIStrings.string(.sending, language: $0) }
        #expect(Set(sending).count >= 10)
    }

    @Test("format fills each placeholder once and never expands a placeholder inside a value")
    func formatIsOnePass() {
        let text = CLIStrings.format(.cacheUnusable, language: "en", ["path": "/tmp/{cause}", "cause": "denied"])

        #expect(text == "cannot use the cache at /tmp/{cause} (denied); continuing without it")
    }

    @Test("an unknown language falls back to English")
    func fallback() {
        #expect(CLIStrings.string(.sending, language: "xx") == "Sending…")
    }

    @Test("feed --search with --lang de warns in German")
    func searchWarningLocalized() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "feed", "--search", "atlantis", "--lang", "de", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stderr.contains("feed-cli: Warnung: keines der 10 geladenen Bilder passt zu „atlantis“"))
    }

    @Test(
        "show says the image's format, size and state in the reader's language, never in English",
        arguments: [
            ("fr", ["image PNG · ", " octets · téléchargé"]), ("de", ["PNG-Bild · ", " Bytes · heruntergeladen"]),
        ])
    func showStateLocalized(language: String, expected: [String]) async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "show", SampleAPI.imageWithComments, "--lang", language, "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0, "\(result.stderr)")
        for words in expected { #expect(result.stdout.contains(words), "\(result.stdout)") }
        #expect(!result.stdout.contains("PNG image"))
    }

    @Test("browse without a terminal says so in Japanese with --lang ja, exit 64")
    func browseWithoutTerminalLocalized() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()

        let result = await cli.run(["browse", "--lang", "ja", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 64)
        #expect(result.stderr == "feed-cli: browse には入出力用の端末が必要です。スクリプトでは `feed-cli feed` を使ってください。\n")
    }
}
