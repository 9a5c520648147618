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
}
