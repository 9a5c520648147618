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

    private static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
    }
}
