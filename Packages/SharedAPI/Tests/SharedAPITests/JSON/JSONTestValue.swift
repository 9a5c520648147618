import Foundation
import SharedAPI

/// A JSON tree for tests: built by `JSONReader`, by `JSONSerialization`, or by the random generator.
indirect enum JSONTestValue: Equatable {
    case object([String: JSONTestValue])
    case array([JSONTestValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func parse(_ text: String) throws -> JSONTestValue {
        try parse(Data(text.utf8))
    }

    static func parse(_ data: Data) throws -> JSONTestValue {
        try JSONReader.read(data) { reader in try read(&reader) }
    }

    static func read(_ reader: inout JSONReader) throws -> JSONTestValue {
        switch try reader.peekKind() {
        case .object:
            var members: [String: JSONTestValue] = [:]
            try reader.readObject { reader, key in members[key] = try read(&reader) }
            return .object(members)
        case .array: return .array(try reader.mapArray(read))
        case .string: return .string(try reader.readString())
        case .number: return .number(try reader.readDouble())
        case .bool: return .bool(try reader.readBool())
        case .null:
            try reader.readNull()
            return .null
        }
    }

    init(foundation value: Any) {
        switch value {
        case let members as [String: Any]: self = .object(members.mapValues(JSONTestValue.init(foundation:)))
        case let elements as [Any]: self = .array(elements.map(JSONTestValue.init(foundation:)))
        case let text as String: self = .string(text)
        case let number as NSNumber where Self.isBoolean(number): self = .bool(number.boolValue)
        case let number as NSNumber: self = .number(number.doubleValue)
        default: self = .null
        }
    }

    /// The Foundation objects that `JSONSerialization` writes for this tree.
    var foundation: Any {
        switch self {
        case .object(let members): members.mapValues(\.foundation)
        case .array(let elements): elements.map(\.foundation)
        case .string(let string): string
        case .number(let number): number
        case .bool(let bool): bool
        case .null: NSNull()
        }
    }

    /// Equality up to two faults of JSONSerialization on Linux seen here: it rounds some doubles to a
    /// neighbouring value and drops U+FEFF inside strings.
    func isLoosely(_ other: JSONTestValue) -> Bool {
        switch (self, other) {
        case (.object(let lhs), .object(let rhs)):
            let rhs = Dictionary(rhs.map { (Self.withoutBOM($0.key), $0.value) }, uniquingKeysWith: { $1 })
            return lhs.count == rhs.count
                && lhs.allSatisfy { rhs[Self.withoutBOM($0.key)].map($0.value.isLoosely) ?? false }
        case (.array(let lhs), .array(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isLoosely($1) }
        case (.string(let lhs), .string(let rhs)): return Self.withoutBOM(lhs) == Self.withoutBOM(rhs)
        case (.number(let lhs), .number(let rhs)): return abs(lhs - rhs) <= abs(lhs) * 1e-15
        default: return self == other
        }
    }

    private static func withoutBOM(_ string: String) -> String {
        string.replacingOccurrences(of: "\u{FEFF}", with: "")
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
    }
}
