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
            ("", "unexpected end of input, expected a value", 0),
            ("   ", "unexpected end of input, expected a value", 3),
            ("[1,]", "expected a value", 3),
            (#"{"a":1,}"#, "expected a string as object key", 7),
            ("[1 2]", "expected ',' or ']'", 3),
            (#"{"a" 1}"#, "expected ':' after an object key", 5),
            (#"{"a":1"#, "unexpected end of input, expected ',' or '}'", 6),
            ("[", "unexpected end of input, expected a value", 1),
            ("01", "leading zero in a number", 0),
            ("-01", "leading zero in a number", 0),
            ("1.", "expected a digit in a number", 2),
            (".5", "expected a value", 0),
            ("1e", "expected a digit in a number", 2),
            ("+1", "expected a value", 0),
            ("-", "expected a digit in a number", 1),
            ("1e400", "number out of range", 0),
            (#""abc"#, "unterminated string", 0),
            (#"["a\"]"#, "unterminated string", 1),
            ("\"a\u{01}\"", "unescaped control character in a string", 2),
            (#""\x""#, "invalid escape in a string", 1),
            (#""\u12G4""#, "invalid \\u escape", 1),
            (#""\uD800""#, "lone high surrogate in a \\u escape", 1),
            (#""\uD800\u0041""#, "lone high surrogate in a \\u escape", 1),
            (#""\uDC00""#, "lone low surrogate in a \\u escape", 1),
            ("tru", "unexpected end of input in a literal", 0),
            ("nul!", "invalid literal", 0),
            ("1 2", "unexpected data after the document", 2),
            ("{} x", "unexpected data after the document", 3),
            ("NaN", "expected a value", 0),
            ("'a'", "expected a value", 0),
            ("\u{FEFF}\u{FEFF}1", "expected a value", 3),
            ("\u{0C}1", "expected a value", 0),
            ("[1,,2]", "expected a value", 3),
            ("{,}", "expected a string as object key", 1),
            ("[1}", "expected ',' or ']'", 2),
            ("{\"a\":1]", "expected ',' or '}'", 6),
        ])
    func rejectsInvalidDocuments(_ text: String, reason: String, offset: Int) {
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

        #expect(throws: JSONReaderError("invalid UTF-8", offset: 2)) {
            try JSONTestValue.parse(document)
        }
    }

    @Test("accepts nesting up to the depth limit and rejects one level more")
    func depthLimit() throws {
        let limit = JSONReader.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)

        #expect(throws: Never.self) { try JSONReader.read(Data(deepest.utf8)) { try $0.skipValue() } }
        #expect(throws: JSONReaderError("nesting deeper than \(limit)", offset: limit)) {
            try JSONReader.read(Data(tooDeep.utf8)) { try $0.skipValue() }
        }
        #expect(throws: JSONReaderError("nesting deeper than \(limit)", offset: limit)) {
            try JSONTestValue.parse(tooDeep)
        }
    }

    @Test("skips a hostile million-deep nesting without recursing")
    func hostileNesting() {
        let hostile = Data(repeating: UInt8(ascii: "["), count: 1_000_000)

        #expect(throws: JSONReaderError.self) { try JSONReader.read(hostile) { _ in } }
    }
}
