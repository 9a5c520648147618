import Foundation
import SharedAPI

/// A `FailureReason` in words of a language: its phrase from `Causes.strings`, the one place a cause's words are
/// written (the phrase names its key and the values of its placeholders), then its address; on one line. Words
/// already written (`.text`) stay as they are.
public enum CauseText {
    /// The causes' table, in this module's bundle.
    public static let table = LocalizedTable(
        resources: "SharedPresentation_SharedPresentation", bundle: .module, table: "Causes")

    static func line(_ reason: FailureReason, language: String) -> String {
        let words = words(reason.phrase, language: language)
        let line = reason.address.map { "\(words) (\($0))" } ?? words
        return line.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The words of `phrase` in `language` (in English when the language has no words for it).
    public static func words(_ phrase: FailureReason.Phrase, language: String) -> String {
        if case let .text(text) = phrase { return text }
        var values = phrase.values
        for (label, nested) in phrase.phraseValues { values[label] = words(nested, language: language) }
        if case let .malformedJSON(syntax, _) = phrase { values["reason"] = words(syntax, language: language) }
        return table.format(phrase.key ?? "", language: language, values)
    }

    /// What is wrong with a JSON document's syntax, in `language`: `JSON_SYNTAX.<case>`, its `{token}` the words of
    /// `JSON_TOKEN.<token>`.
    public static func words(_ syntax: JSONSyntax, language: String) -> String {
        var values = syntax.values
        if let token = syntax.token { values["token"] = table.string(token.key, language: language) }
        return table.format(syntax.key, language: language, values)
    }
}
