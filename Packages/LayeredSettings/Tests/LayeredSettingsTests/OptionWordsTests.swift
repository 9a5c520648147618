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
}
