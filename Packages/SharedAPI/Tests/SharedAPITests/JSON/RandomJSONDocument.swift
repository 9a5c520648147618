import Foundation
import SharedAPITestSupport

/// Random JSON trees and a serializer that varies whitespace and escaping, for round-trip tests.
struct RandomJSONDocument {
    private static let characters: [Character] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "€", "東", "😀", "👍🏽",
        "\u{FEFF}",
    ]
    var generator: SplitMix64

    mutating func value(depth: Int = 0) -> JSONTestValue {
        switch Int.random(in: depth < 5 ? 0...7 : 2...7, using: &generator) {
        case 0:
            return .object(
                Dictionary(
                    (0..<Int.random(in: 0...4, using: &generator)).map { _ in (string(), value(depth: depth + 1)) },
                    uniquingKeysWith: { $1 }))
        case 1: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in value(depth: depth + 1) })
        case 2, 3: return .string(string())
        case 4:
            return .number(Double(Int.random(in: -1_000_000_000_000_000...1_000_000_000_000_000, using: &generator)))
        case 5:
            return .number(
                Double.random(in: -1e6...1e6, using: &generator)
                    * pow(10, Double(Int.random(in: -30...30, using: &generator))))
        case 6: return .bool(Bool.random(using: &generator))
        default: return .null
        }
    }

    mutating func text(of value: JSONTestValue) -> String {
        switch value {
        case .object(let members):
            let body = members.sorted { $0.key < $1.key }.map {
                whitespace() + quoted($0.key) + whitespace() + ":" + whitespace() + text(of: $0.value) + whitespace()
            }
            return "{" + whitespace() + body.joined(separator: ",") + "}"
        case .array(let elements):
            return "[" + whitespace()
                + elements.map { whitespace() + text(of: $0) + whitespace() }.joined(separator: ",") + "]"
        case .string(let string): return quoted(string)
        case .number(let number): return "\(number)"
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        }
    }

    private mutating func string() -> String {
        String(
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in Self.characters.randomElement(using: &generator)!
            })
    }

    private mutating func whitespace() -> String {
        ["", "", "", " ", "\n", "\t", "\r\n  "].randomElement(using: &generator)!
    }

    private mutating func quoted(_ string: String) -> String {
        "\"" + string.unicodeScalars.map { escaped($0) }.joined() + "\""
    }

    private mutating func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return Bool.random(using: &generator) ? "\\n" : "\\u000a"
        case "/" where Bool.random(using: &generator): return "\\/"
        case _ where scalar.value < 0x20 || Int.random(in: 0..<4, using: &generator) == 0: return unicodeEscape(scalar)
        default: return String(scalar)
        }
    }

    private func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { "\\u" + String(format: "%04X", $0) }.joined()
    }
}
