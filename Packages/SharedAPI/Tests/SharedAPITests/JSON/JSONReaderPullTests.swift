import Foundation
import SharedAPI
import Testing

@Suite("JSONReader pulls exactly the values a mapper asks for")
struct JSONReaderPullTests {
    @Test("reads object members in order and skips the values left unread")
    func readsObjectMembers() throws {
        let document = #"{"id":7,"skipped":{"deep":[1,{"x":null}]},"name":"a","also":[]}"#

        let (keys, id, name) = try read(document) { reader in
            var keys: [String] = []
            var id: Int?
            var name: String?
            try reader.readObject { reader, key in
                keys.append(key)
                switch key {
                case "id": id = try reader.readInt()
                case "name": name = try reader.readString()
                default: break
                }
            }
            return (keys, id, name)
        }

        #expect(keys == ["id", "skipped", "name", "also"])
        #expect(id == 7)
        #expect(name == "a")
    }

    @Test("maps array elements and skips the elements left unread")
    func mapsArrays() throws {
        let numbers = try read("[1, -2, 3]") { reader in try reader.mapArray { try $0.readInt() } }
        let count = try read(#"[{"a":[1]}, "b", null]"#) { reader in
            var count = 0
            try reader.readArray { _ in count += 1 }
            return count
        }

        #expect(numbers == [1, -2, 3])
        #expect(count == 3)
    }

    @Test("reads optional strings and tells null apart")
    func readsOptionals() throws {
        let values = try read(#"["a", null, "\u00e9"]"#) { reader in try reader.mapArray { try $0.readStringOrNull() } }
        let nulls = try read("[null, 1]") { reader in try reader.mapArray { try $0.readNullIfPresent() } }

        #expect(values == ["a", nil, "é"])
        #expect(nulls == [true, false])
    }

    @Test("peeks the kind of the next value without reading it")
    func peeksKinds() throws {
        let kinds = try read(#"[{}, [], "", -1, 0, true, false, null]"#) { reader in
            try reader.mapArray { try $0.peekKind() }
        }

        #expect(kinds == [.object, .array, .string, .number, .number, .bool, .bool, .null])
    }

    @Test(
        "reads integers at the limits of Int and rejects the rest",
        arguments: [
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("0", 0), ("-0", 0),
        ])
    func readsIntegers(_ text: String, value: Int) throws {
        #expect(try read(text) { try $0.readInt() } == value)
    }

    @Test(
        "rejects integers that do not fit or are not integers",
        arguments: [
            ("9223372036854775808", .integerOutOfRange), ("-9223372036854775809", .integerOutOfRange),
            ("1.0", .expected(.integer)), ("1e2", .expected(.integer)), ("\"1\"", .expected(.number)),
        ] as [(String, JSONSyntax)])
    func rejectsNonIntegers(_ text: String, reason: JSONSyntax) {
        #expect(throws: JSONReaderError(reason, offset: 0)) { try read(text) { try $0.readInt() } }
    }

    @Test("rejects a value of another kind than the one asked for")
    func rejectsWrongKinds() {
        #expect(throws: JSONReaderError(.expected(.string), offset: 0)) { try read("1") { try $0.readString() } }
        #expect(throws: JSONReaderError(.expected(.trueOrFalse), offset: 0)) { try read("null") { try $0.readBool() } }
        #expect(throws: JSONReaderError(.expected(.null), offset: 0)) { try read("0") { try $0.readNull() } }
        #expect(throws: JSONReaderError(.expected(.object), offset: 1)) {
            try read(" []") { try $0.readObject { _, _ in } }
        }
        #expect(throws: JSONReaderError(.expected(.array), offset: 0)) {
            try read("{}") { try $0.readArray { _ in } }
        }
    }

    @Test("passes errors thrown by the caller through unchanged")
    func rethrowsCallerErrors() {
        #expect(throws: InvalidData("missing id")) {
            try read(#"{"a":1}"#) { reader in try reader.readObject { _, _ in throw InvalidData("missing id") } }
        }
    }

    @Test("describes an error in one line with its byte offset, for logs: the syntax as data, no words")
    func describesErrors() {
        #expect(
            JSONReaderError(.expected(.commaOrBracket), offset: 42).description
                == "invalid JSON: expected(SharedAPI.JSONToken.commaOrBracket) at byte 42")
    }

    private func read<T>(_ text: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        try JSONReader.read(Data(text.utf8), body)
    }
}
