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
        return table.format(phrase.key ?? "", language: language, phrase.values)
    }
}
