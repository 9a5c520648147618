import Foundation
import SharedAPI

/// Reads one typed wire value, turning a wrong type, a null or an invalid value into `InvalidData` at `path`.
enum FeedWireValue {
    static func expect(
        _ kind: JSONValueKind, in reader: inout JSONReader, at path: @autoclosure () -> String
    ) throws {
        let actual = try reader.peekKind()
        guard actual != kind else { return }
        if actual == .null, try reader.readNullIfPresent() { throw InvalidData("\(path()) is null") }
        throw InvalidData("\(path()) is not \(name(of: kind))")
    }

    static func readUUID(_ reader: inout JSONReader, at path: @autoclosure () -> String) throws -> UUID {
        try expect(.string, in: &reader, at: path())
        do {
            return try reader.readUUID()
        } catch let error as JSONReaderError where error.reason == "invalid UUID" {
            throw InvalidData("\(path()) is not a UUID")
        }
    }

    static func readImageURL(_ reader: inout JSONReader, at path: @autoclosure () -> String) throws -> URL {
        try expect(.string, in: &reader, at: path())
        guard let url = FeedImageURL.parse(try reader.readString()) else {
            throw InvalidData("\(path()) is not an http(s) URL")
        }
        return url
    }

    static func readOptionalString(_ reader: inout JSONReader, at path: @autoclosure () -> String) throws -> String? {
        if try reader.readNullIfPresent() { return nil }
        try expect(.string, in: &reader, at: path())
        return try reader.readString()
    }

    private static func name(of kind: JSONValueKind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
