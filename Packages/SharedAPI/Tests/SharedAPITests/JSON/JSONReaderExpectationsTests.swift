import Foundation
import SharedAPI
import Testing

@Suite("JSONReader expectations: one wording and one repeated-member policy for every mapper")
struct JSONReaderExpectationsTests {
    @Test(
        "a value of another kind is the phrase '<path> is not <kind>'",
        arguments: [
            (JSONValueKind.object, "[]", FailureReason.Phrase.jsonNotObject(path: "items[2].id")),
            (.array, "{}", .jsonNotArray(path: "items[2].id")), (.string, "42", .jsonNotString(path: "items[2].id")),
            (.number, #""7""#, .jsonNotNumber(path: "items[2].id")), (.bool, "0", .jsonNotBoolean(path: "items[2].id")),
            (.null, "true", .jsonNotNull(path: "items[2].id")),
        ] as [(JSONValueKind, String, FailureReason.Phrase)])
    func rejectsAnotherKind(kind: JSONValueKind, document: String, phrase: FailureReason.Phrase) {
        #expect(throws: Self.invalid(phrase)) {
            try read(document) { reader in try reader.expect(kind, at: Self.itemPath.member("id")) }
        }
    }

    @Test("null where a value is expected is '<path> is null'; a misspelt null is malformed JSON")
    func rejectsNull() {
        #expect(throws: Self.invalid(.jsonNull(path: "items"))) {
            try read("null") { reader in try reader.readArray(at: .root.member("items")) { _, _ in } }
        }
        #expect(throws: Self.invalid(.malformedJSON(reason: .invalidLiteral, offset: 0))) {
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

        #expect(InvalidData.missing(at: Self.itemPath.member("id")) == Self.invalid(.jsonMissing(path: "items[2].id")))
        #expect(
            InvalidData.duplicate(id, at: Self.itemPath.member("id"))
                == Self.invalid(.jsonDuplicate(path: "items[2].id", value: "7019D8A7-0B35-4057-B7F9-8C5471961ED0")))
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
        #expect(throws: Self.invalid(.jsonRepeated(path: "items[2].a"))) {
            try read(document) { reader in try reader.readObject(at: Self.itemPath, keys: Key.self) { _, _ in } }
        }
    }

    @Test("the payload itself of another kind, or null, has phrases of its own: no English path in them")
    func rejectsAPayloadOfAnotherKind() {
        #expect(throws: Self.invalid(.payloadNotObject)) {
            try read("[]") { reader in try reader.readObject(at: .root, keys: Key.self) { _, _ in } }
        }
        #expect(throws: Self.invalid(.payloadNotArray)) {
            try read("{}") { reader in try reader.readArray(at: .root) { _, _ in } }
        }
        #expect(throws: Self.invalid(.payloadNull)) {
            try read("null") { reader in try reader.readObject(at: .root, keys: Key.self) { _, _ in } }
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
        #expect(throws: Self.invalid(.jsonNotUUID(path: "items[2].id"))) {
            try read(document) { reader in try reader.readUUID(at: Self.itemPath.member("id")) }
        }
        #expect(throws: Self.invalid(.jsonNotDateTime(path: "items[2].created_at"))) {
            try read(document) { reader in
                try reader.readString(at: Self.itemPath.member("created_at"), as: .dateTime) { _ in nil as Date? }
            }
        }
    }

    @Test("reads a string into what the parser makes of it")
    func parsesStrings() throws {
        let number = try read(#""42""#) { reader in try reader.readString(at: .root, as: .uuid) { Int($0) } }

        #expect(number == 42)
    }

    @Test("a malformed payload is 'malformed JSON: <reason> at byte <offset>'; a mapper's own error passes through")
    func wordsMalformedPayloads() {
        #expect(throws: Self.invalid(.malformedJSON(reason: .dataAfterDocument, offset: 3))) {
            try JSONReader.readPayload(Data("{} x".utf8)) { _ in }
        }
        #expect(throws: Self.invalid(.jsonMissing(path: "items"))) {
            try JSONReader.readPayload(Data("{}".utf8)) { _ in throw InvalidData.missing(at: .root.member("items")) }
        }
    }

    // MARK: - Helpers

    private static let itemPath = JSONPath.root.member("items").element(2)

    private static func invalid(_ phrase: FailureReason.Phrase) -> InvalidData {
        InvalidData(FailureReason(phrase))
    }

    private enum Key: String, JSONObjectKey {
        case a, b
    }

    private func read<T>(_ text: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        try JSONReader.readPayload(Data(text.utf8), body)
    }
}
