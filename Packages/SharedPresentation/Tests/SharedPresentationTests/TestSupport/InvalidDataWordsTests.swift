import SharedAPI
import SharedPresentationTestSupport
import Testing

@Suite("invalidDataWords: what a refused payload says to a person, for the features' mapper tests")
struct InvalidDataWordsTests {
    @Test("an InvalidData reads as its cause's English words from the causes' table")
    func invalidDataReadsAsItsCausesEnglishWords() {
        let words = invalidDataWords { () throws -> Int in
            throw InvalidData.missing(at: JSONPath.root.member("items").element(2).member("id"))
        }

        #expect(words == "items[2].id is missing")
    }

    @Test("nothing thrown reads as nil")
    func nothingThrownReadsAsNil() {
        #expect(invalidDataWords { 42 } == nil)
    }

    @Test("another error reads as its own description, so a test's mismatch says what was thrown")
    func anotherErrorReadsAsItsDescription() {
        let words = invalidDataWords { () throws -> Int in throw OtherError() }

        #expect(words == "OtherError()")
    }

    private struct OtherError: Error {}
}
