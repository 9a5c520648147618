import Foundation
import SharedAPI
import Testing

@Suite("JSONReader accepts RFC 8259 documents and rejects everything else")
struct JSONReaderDocumentTests {
    @Test(
        "reads valid documents to the same tree as JSONSerialization",
        arguments: [
            "{}", "[]", "0", "-0", "1", "-1", "1.5", "-1.5e10", "1E+2", "1e-2", "0.0", "123456789",
            "true", "false", "null", #""""#, #""a""#, " \t\r\n[ 1 , 2 ]\n ",
            #"{"a":1,"b":[true,false,null],"c":{"d":"e"}}"#, #"[[[[]]],{},{"":""}]"#,
            #""\"\\\/\b\f\n\r\t""#, #""\u0041\u00e9\u20AC\uD83D\uDE00""#, "\"é€😀\"",
            #"{"a":1,"a":2}"#, "\u{FEFF}[1]",
        ])
    func readsValidDocuments(_ text: String) throws {
        let expected = JSONTestValue(
            foundation: try JSONSerialization.jsonObject(
                with: Data(text.utf8), options: .fragmentsAllowed))

        let value = try JSONTestValue.parse(text)

        #expect(value == expected)
    }

    @Test(
        "rejects invalid documents with a cause and the offending byte offset",
        arguments: [
            ("", .endOfInput(expected: .value), 0),
            ("   ", .endOfInput(expected: .value), 3),
            ("[1,]", .expected(.value), 3),
            (#"{"a":1,}"#, .expected(.stringAsKey), 7),
            ("[1 2]", .expected(.commaOrBracket), 3),
            (#"{"a" 1}"#, .expected(.colonAfterKey), 5),
            (#"{"a":1"#, .endOfInput(expected: .commaOrBrace), 6),
            ("[", .endOfInput(expected: .value), 1),
            ("01", .leadingZero, 0),
            ("-01", .leadingZero, 0),
            ("1.", .expected(.digit), 2),
            (".5", .expected(.value), 0),
            ("1e", .expected(.digit), 2),
            ("+1", .expected(.value), 0),
            ("-", .expected(.digit), 1),
            ("1e400", .numberOutOfRange, 0),
            (#""abc"#, .unterminatedString, 0),
            (#"["a\"]"#, .unterminatedString, 1),
            ("\"a\u{01}\"", .controlCharacterInString, 2),
            (#""\x""#, .invalidEscape, 1),
            (#""\u12G4""#, .invalidUnicodeEscape, 1),
            (#""\uD800""#, .loneHighSurrogate, 1),
            (#""\uD800\u0041""#, .loneHighSurrogate, 1),
            (#""\uDC00""#, .loneLowSurrogate, 1),
            ("tru", .endOfInputInLiteral, 0),
            ("nul!", .invalidLiteral, 0),
            ("1 2", .dataAfterDocument, 2),
            ("{} x", .dataAfterDocument, 3),
            ("NaN", .expected(.value), 0),
            ("'a'", .expected(.value), 0),
            ("\u{FEFF}\u{FEFF}1", .expected(.value), 3),
            ("\u{0C}1", .expected(.value), 0),
            ("[1,,2]", .expected(.value), 3),
            ("{,}", .expected(.stringAsKey), 1),
            ("[1}", .expected(.commaOrBracket), 2),
            ("{\"a\":1]", .expected(.commaOrBrace), 6),
        ] as [(String, JSONSyntax, Int)])
    func rejectsInvalidDocuments(_ text: String, reason: JSONSyntax, offset: Int) {
        #expect(throws: JSONReaderError(reason, offset: offset)) {
            try JSONTestValue.parse(text)
        }
    }

    @Test(
        "rejects invalid UTF-8 in strings",
        arguments: [
            [0x80], [0xC0, 0x80], [0xC2], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xFF],
        ] as [[UInt8]])
    func rejectsInvalidUTF8(_ sequence: [UInt8]) {
        let document = Data([0x22, 0x61] + sequence + [0x22])

        #expect(throws: JSONReaderError(.invalidUTF8, offset: 2)) {
            try JSONTestValue.parse(document)
        }
    }

    @Test("accepts nesting up to the depth limit and rejects one level more")
    func depthLimit() throws {
        let limit = JSONReader.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)

        #expect(throws: Never.self) { try JSONReader.read(Data(deepest.utf8)) { try $0.skipValue() } }
        #expect(throws: JSONReaderError(.nestingTooDeep(limit: limit), offset: limit)) {
            try JSONReader.read(Data(tooDeep.utf8)) { try $0.skipValue() }
        }
        #expect(throws: JSONReaderError(.nestingTooDeep(limit: limit), offset: limit)) {
            try JSONTestValue.parse(tooDeep)
        }
    }

    @Test("skips a hostile million-deep nesting without recursing")
    func hostileNesting() {
        let hostile = Data(repeating: UInt8(ascii: "["), count: 1_000_000)

        #expect(throws: JSONReaderError.self) { try JSONReader.read(hostile) { _ in } }
    }
}
