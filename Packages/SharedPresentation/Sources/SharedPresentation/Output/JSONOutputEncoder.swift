import Foundation

/// The one JSON encoding of output for people and scripts: sorted keys, unescaped slashes, and every character a
/// terminal would act on escaped as `\uXXXX` (still the same JSON), so JSON written to a terminal is as safe as text.
public enum JSONOutputEncoder {
    /// `value` as one line of JSON, or `null` when it cannot be encoded.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return escapingTerminalControls(String(decoding: data, as: UTF8.self))
    }

    /// A JSON string literal for `text`.
    public static func string(_ text: String) -> String {
        encode([text]).dropFirst().dropLast().description
    }

    /// `json` with DEL, the C1 controls, the bidi controls and the line and paragraph separators as `\uXXXX`:
    /// JSONEncoder escapes only the C0 controls. They can only stand inside strings, where an escape means the same.
    static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: false)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
