import Foundation
import Testing

/// `comment` said why a message cannot be posted in English whatever the language: the words were written in Swift
/// beside the rule, not in the comments' strings table.
@Suite("comment says why a message cannot be posted in the reader's language")
struct CommentRefusalLanguageTests {
    @Test(
        "a refused message is a usage error, exit 64, its reason in the language of --lang or of the environment",
        arguments: [
            (["--lang", "de"], [:], "   ", "die Nachricht enthält nur Leerraum"),
            ([], ["LANG": "pt_BR.UTF-8"], "\u{200B}", "a mensagem não tem nenhum caractere visível"),
            (
                ["--lang", "de"], [:], String(repeating: "é", count: 1_001),
                "die Nachricht hat 1001 Zeichen; das Maximum ist 1000"
            ),
        ] as [([String], [String: String], String, String)])
    func refusalInTheReadersLanguage(
        options: [String], environment: [String: String], message: String, reason: String
    ) async throws {
        let result = try await InProcessCLI.runOnce(
            ["comment", "00000000-0000-4000-8000-000000000000", message] + options, environment: environment)

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(!result.stderr.contains("the message"), "no English reason: \(result.stderr)")
    }

    @Test(
        "the line that refuses a message is in the reader's language, MESSAGE named as the usage names it",
        arguments: [
            ("de", "MESSAGE kann nicht gesendet werden: die Nachricht enthält nur Leerraum."),
            ("en", "MESSAGE cannot be posted: the message has only whitespace."),
        ])
    func refusalLine(language: String, line: String) async throws {
        let result = try await InProcessCLI.runOnce(
            ["comment", "00000000-0000-4000-8000-000000000000", "   ", "--lang", language])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains(line), "\(result.stderr)")
    }

    @Test("a message on stdin that is not UTF-8 text is refused in the reader's language")
    func notTextInTheReadersLanguage() async throws {
        let cli = try InProcessCLI()
        let result = await cli.run(
            ["comment", "00000000-0000-4000-8000-000000000000", "-", "--lang", "de"],
            standardInput: Data([0xFF, 0xFE, 0x41]))

        #expect(result.exitCode == 64)
        #expect(
            result.stderr.contains(
                "MESSAGE kann nicht gesendet werden: stdin ist kein UTF-8-Text von höchstens 1 MiB."),
            "\(result.stderr)")
    }
}
