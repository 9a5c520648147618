import Foundation

/// The one JSON encoding of the CLI: sorted keys, unescaped slashes.
enum JSONOutputEncoder {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON string literal for `text`.
    static func string(_ text: String) -> String {
        encode([text]).dropFirst().dropLast().description
    }
}
