/// A one-line reason for a `DecodingError`, naming the JSON path (`items[2].id`).
enum DecodingErrorReason {
    static func reason(for error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, context):
            "\(path(context.codingPath)) is not \(name(of: type))"
        case let .valueNotFound(_, context):
            "\(path(context.codingPath)) is null"
        case let .keyNotFound(key, context):
            "\(path(context.codingPath + [key])) is missing"
        case .dataCorrupted:
            "malformed JSON"
        @unknown default:
            "malformed JSON"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.reduce("") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path.isEmpty ? key.stringValue : path + "." + key.stringValue
        }
        return text.isEmpty ? "the payload" : text
    }

    private static func name(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") { return "an object" }
        if name.hasPrefix("Array") { return "an array" }
        return "a " + name.lowercased()
    }
}
