import Foundation
import SharedAPI

/// `JSONDecoder` whose errors become a short `InvalidData` reason naming the field.
enum PayloadDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(InvalidData) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw reason(for: error)
        } catch {
            throw InvalidData("malformed JSON")
        }
    }

    private static func reason(for error: DecodingError) -> InvalidData {
        switch error {
        case let .keyNotFound(key, context):
            InvalidData("\(path(context.codingPath + [key])): missing")
        case let .valueNotFound(_, context):
            InvalidData("\(path(context.codingPath)): null")
        case let .typeMismatch(type, context):
            InvalidData("\(path(context.codingPath)): expected \(name(of: type))")
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            InvalidData("malformed JSON")
        case let .dataCorrupted(context):
            InvalidData("\(path(context.codingPath)): invalid")
        @unknown default:
            InvalidData("malformed JSON")
        }
    }

    /// `items[2].author.username`, or `payload` for the top level.
    private static func path(_ keys: [any CodingKey]) -> String {
        let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.isEmpty ? "payload" : String(text.drop { $0 == "." })
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}
