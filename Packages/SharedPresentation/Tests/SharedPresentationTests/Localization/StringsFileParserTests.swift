import Foundation
import Testing

@testable import SharedPresentation

/// The `.strings` reader gives what `PropertyListSerialization` gives for every table it takes, and gives up (so
/// that the cache asks Foundation) on anything else.
@Suite("StringsFileParser: .strings tables without PropertyListSerialization")
struct StringsFileParserTests {
    @Test(
        "every table this package ships reads as Foundation reads it",
        arguments: SupportedLanguages.all, ["Shared", "Causes"])
    func shippedTablesReadAsFoundationReadsThem(language: String, table: String) throws {
        let directory = try #require(Bundle.module.resourceURL)
        let url = directory.appendingPathComponent("\(language.lowercased()).lproj/\(table).strings")
        let data = try Data(contentsOf: url)

        let table = try #require(StringsFileParser.parse(Array(data)))

        #expect(table == foundation(data))
        #expect(table.count > 5)
    }

    @Test(
        "quoted strings, escapes, comments, unquoted words and a byte-order mark read as Foundation reads them",
        arguments: [
            #""a" = "b";"#,
            "\u{FEFF}\"bom\" = \"after a byte-order mark\";",
            #"/* a comment */ "a" /* between */ = "b" ; // to the end of the line"# + "\n\"c\" = \"d\";",
            #""quote" = "say \"hi\"\n\ttabbed\\backslash\r";"#,
            #""unicode" = "\U00e9t\U00E9 \U0001 \Ud83d\Ude00 caf\U00e9, and \u00e9 is u00e9";"#,
            #""raw" = "Παράδειγμα 例 ✓";"#,
            #""other escape" = "\q\'\/";"#,
            #"word = other.word-with_$:/;"#,
            "\"multi\nline\" = \"value\non two lines\";",
        ])
    func readsAsFoundationReads(text: String) throws {
        let data = Data(text.utf8)

        let table = try #require(StringsFileParser.parse(Array(data)))

        #expect(table == foundation(data))
    }

    @Test(
        "gives up on what it does not take, whatever Foundation makes of it",
        arguments: [
            #""a" = "b""#, #""a" = ;"#, #""a";"#, #""a" = "b"; "a" = "c";"#, #""open = "b";"#, #"/* open "a" = "b";"#,
            #""a" = "\U12";"#, #""a" = "\Ud83d";"#, #""a" = "\Ud83d\ude00";"#, #""a" = "b" "c";"#,
            "\"a\" = \"\u{FF}\";",
        ])
    func givesUp(text: String) {
        var bytes = Array(text.utf8)
        if text.contains("\u{FF}") { bytes = Array(#""a" = ""#.utf8) + [0xFF] + Array(#"";"#.utf8) }

        #expect(StringsFileParser.parse(bytes) == nil)
    }

    @Test("an empty table, or one of comments only, is empty", arguments: ["", "  /* a comment */  \n// another\n"])
    func emptyTable(text: String) {
        #expect(StringsFileParser.parse(Array(text.utf8)) == [:])
        #expect(StringsCache.parse(Data(text.utf8)) == [:])
    }

    @Test("the cache asks Foundation for a table the reader gives up on")
    func cacheFallsBackToFoundation() {
        let data = Data(#""a" = "b"; "a" = "c";"#.utf8)

        #expect(StringsFileParser.parse(Array(data)) == nil)
        #expect(StringsCache.parse(data) == (foundation(data) ?? [:]))
    }

    private func foundation(_ data: Data) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
    }
}
