import LayeredSettings
import Testing

@Suite("Options read from the words of a command line before a parser sees them")
struct OptionWordsTests {
    @Test("the last value of an option, written with a space or with =")
    func lastValue() {
        #expect(OptionWords.lastValue(of: "--base-url", in: ["show", "--base-url", "http://a", "x"]) == "http://a")
        #expect(
            OptionWords.lastValue(of: "--base-url", in: ["--base-url=http://a", "--base-url", "http://b"]) == "http://b"
        )
        #expect(OptionWords.lastValue(of: "--base-url", in: ["show", "--base-url"]) == nil)
        #expect(OptionWords.lastValue(of: "--base-url", in: ["--base-urls=x"]) == nil)
    }

    @Test("the first value of an option, none after --")
    func firstValue() {
        #expect(OptionWords.firstValue(of: "--lang", in: ["--lang", "de", "--lang=fr"]) == "de")
        #expect(OptionWords.firstValue(of: "--lang", in: ["--lang=fr", "fed"]) == "fr")
        #expect(OptionWords.firstValue(of: "--lang", in: ["--", "--lang", "de"]) == nil)
        #expect(OptionWords.firstValue(of: "--lang", in: ["fed", "--lang"]) == nil)
    }

    @Test("the word meant for a command comes after the leading options and their values")
    func afterLeadingOptions() {
        let read = { (words: [String]) in
            OptionWords.afterLeadingOptions(words, valued: ["--lang"], flags: ["-v"])
        }

        #expect(read(["--lang", "de", "-v", "fed", "x"]) == ["fed", "x"])
        #expect(read(["--lang=de", "fed"]) == ["fed"])
        #expect(read(["--", "fed"]) == ["--", "fed"])
        #expect(read(["--unknown", "fed"]) == nil)
        #expect(read([]) == [])
    }

    @Test("options and flags read as a parser reads them: each once, a value after it or after =")
    func read() throws {
        let read = { (words: [String]) in
            OptionWords.read(
                words, valued: ["--lang", "--pages"], flags: ["--json", "--verbose"], aliases: ["-v": "--verbose"])
        }

        let given = try #require(read(["--lang", "de", "--pages=2", "-v", "--json"]))
        #expect(given.values == ["--lang": "de", "--pages": "2"])
        #expect(given.flags == ["--verbose", "--json"])
        #expect(read([])?.values == [:])
    }

    @Test(
        "a shape only the parser can judge is left to it",
        arguments: [
            ["word"], ["--"], ["--unknown"], ["--lang"], ["--lang", "de", "--lang", "fr"], ["--lang="],
            ["--lang", "-v"],
            ["--json", "--json"], ["--json=true"], ["-v", "--verbose"],
        ])
    func readRefuses(words: [String]) {
        #expect(
            OptionWords.read(words, valued: ["--lang"], flags: ["--json", "--verbose"], aliases: ["-v": "--verbose"])
                == nil)
    }

    @Test("a word with one dash that is no short flag and no option's value is found, none after --")
    func firstDashedWord() {
        let dashed = { (words: [String]) in
            OptionWords.firstDashedWord(in: words, flags: ["--json"], shortFlags: ["h", "v"])
        }

        #expect(dashed(["ID", "-hello"]) == "-hello")
        #expect(dashed(["ID", "-1 for this"]) == "-1 for this")
        #expect(dashed(["--json", "-hello"]) == "-hello")
        #expect(dashed(["ID", "-", "-vh", "-v"]) == nil)
        #expect(dashed(["--lang", "-x", "ID"]) == nil)
        #expect(dashed(["--lang=de", "-x"]) == "-x")
        #expect(dashed(["ID", "--", "-hello"]) == nil)
        #expect(dashed(["ID", "--long-name"]) == nil)
    }
}
