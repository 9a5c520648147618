import Foundation
import SharedAPI
import Testing

@Suite("JSONReader expectations: one wording and one repeated-member policy for every mapper")
struct JSONReaderExpectationsTests {
    @Test(
        "a value of another kind is '<path> is not <kind>'",
        arguments: [
            (JSONValueKind.object, "[]", "an object"), (.array, "{}", "an array"), (.string, "42", "a string"),
            (.number, #""7""#, "a number"), (.bool, "0", "a boolean"), (.null, "true", "null"),
        ] as [(JSONValueKind, String, String)])
    func rejectsAnotherKind(kind: JSONValueKind, document: String, name: String) {
        #expect(throws: InvalidData("items[2].id is not \(name)")) {
            try read(document) { reader in try reader.expect(kind, at: Self.itemPath.member("id")) }
        }
    }

    @Test("null where a value is expected is '<path> is null'; a misspelt null is malformed JSON")
    func rejectsNull() {
        #expect(throws: InvalidData("items is null")) {
            try read("null") { reader in try reader.readArray(at: .root.member("items")) { _, _ in } }
        }
        #expect(throws: InvalidData("malformed JSON: invalid literal at byte 0")) {
            try read("nul!") { reader in try reader.readString(at: .root) }
        }
    }

    @Test("the root is 'the payload'; members join with '.', elements with [index]")
    func spellsPaths() {
        #expect(JSONPath.root.description == "the payload")
        #expect(JSONPath.root.member("author").member("username").description == "author.username")
        #expect(Self.itemPath.member("id").description == "items[2].id")
        #expect(JSONPath.root.element(0).description == "[0]")
    }

    @Test("a missing member is '<path> is missing'; a repeated value is '<path> <value> is a duplicate'")
    func wordsMissingAndDuplicateValues() {
        let id = UUID(uuidString: "7019D8A7-0B35-4057-B7F9-8C5471961ED0")!

        #expect(InvalidData.missing(at: Self.itemPath.member("id")).reason == "items[2].id is missing")
        #expect(
            InvalidData.duplicate(id, at: Self.itemPath.member("id")).reason
                == "items[2].id 7019D8A7-0B35-4057-B7F9-8C5471961ED0 is a duplicate")
    }

    @Test("reads the members of its keys once each, in document order, and skips the others")
    func readsKnownMembers() throws {
        let document = #"{"b":"2","other":{"a":1},"\u0061":"1","ab":"3","other":[]}"#

        let members = try read(document) { reader in
            var members: [String] = []
            try reader.readObject(at: .root, keys: Key.self) { reader, key in
                members.append("\(key.rawValue)=\(try reader.readString(at: .root.member(key.rawValue)))")
            }
            return members
        }

        #expect(members == ["b=2", "a=1"])
    }

    @Test(
        "a member of its keys that appears twice is '<path> appears twice', however its values differ",
        arguments: [
            #"{"a":"1","a":"1"}"#, #"{"a":"1","b":"2","a":null}"#, #"{"a":[],"b":"2","a":{}}"#,
            #"{"a":"1","\u0061":"1"}"#,
        ])
    func rejectsRepeatedMembers(document: String) {
        #expect(throws: InvalidData("items[2].a appears twice")) {
            try read(document) { reader in try reader.readObject(at: Self.itemPath, keys: Key.self) { _, _ in } }
        }
    }

    @Test("an object where another kind is expected is worded by the object's path")
    func rejectsAnObjectOfAnotherKind() {
        #expect(throws: InvalidData("the payload is not an object")) {
            try read("[]") { reader in try reader.readObject(at: .root, keys: Key.self) { _, _ in } }
        }
    }

    @Test("reads array elements with their index")
    func readsElementsWithIndex() throws {
        let elements = try read(#"["x","y"]"#) { reader in
            var elements: [String] = []
            try reader.readArray(at: .root) { reader, index in
                elements.append("\(index):\(try reader.readString(at: .root.element(index)))")
            }
            return elements
        }

        #expect(elements == ["0:x", "1:y"])
    }

    @Test("reads strings, null as nil where allowed, and UUIDs")
    func readsTypedValues() throws {
        let values = try read(#"["a",null,"7019d8a7-0b35-4057-b7f9-8c5471961ed0"]"#) { reader in
            var values: [String?] = []
            try reader.readArray(at: .root) { reader, index in
                switch index {
                case 0: values.append(try reader.readString(at: .root))
                case 1: values.append(try reader.readStringOrNull(at: .root))
                default: values.append(try reader.readUUID(at: .root).uuidString)
                }
            }
            return values
        }

        #expect(values == ["a", nil, "7019D8A7-0B35-4057-B7F9-8C5471961ED0"])
    }

    @Test(
        "a string that is not the value expected is '<path> is not <expected>'",
        arguments: [#""not-a-uuid""#, #""""#, #""7019D8A7\u002D0B35-4057-B7F9-8C5471961E+0""#])
    func rejectsInvalidStrings(document: String) {
        #expect(throws: InvalidData("items[2].id is not a UUID")) {
            try read(document) { reader in try reader.readUUID(at: Self.itemPath.member("id")) }
        }
        #expect(throws: InvalidData("items[2].created_at is not a date")) {
            try read(document) { reader in
                try reader.readString(at: Self.itemPath.member("created_at"), as: "a date") { _ in nil as Date? }
            }
        }
    }

    @Test("reads a string into what the parser makes of it")
    func parsesStrings() throws {
        let number = try read(#""42""#) { reader in try reader.readString(at: .root, as: "a number") { Int($0) } }

        #expect(number == 42)
    }

    @Test("a malformed payload is 'malformed JSON: <reason> at byte <offset>'; a mapper's own error passes through")
    func wordsMalformedPayloads() {
        #expect(throws: InvalidData("malformed JSON: unexpected data after the document at byte 3")) {
            try JSONReader.readPayload(Data("{} x".utf8)) { _ in }
        }
        #expect(throws: InvalidData("items is missing")) {
            try JSONReader.readPayload(Data("{}".utf8)) { _ in throw InvalidData.missing(at: .root.member("items")) }
        }
    }

    // MARK: - Helpers

    private static let itemPath = JSONPath.root.member("items").element(2)

    private enum Key: String, JSONObjectKey {
        case a, b
    }

    private func read<T>(_ text: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        try JSONReader.readPayload(Data(text.utf8), body)
    }
}
