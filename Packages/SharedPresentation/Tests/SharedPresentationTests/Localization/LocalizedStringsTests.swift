import SharedPresentation
import Testing

@Suite("LocalizedStrings: one shape for every table, one placeholder mechanism")
struct LocalizedStringsTests {
    @Test("the shared table has exactly the keys the code uses, in every language", arguments: SupportedLanguages.all)
    func sharedTableHasEveryKey(language: String) {
        #expect(SharedStrings.hasEveryKey(language: language))
        for key in SharedStrings.Key.allCases {
            let english = SharedStrings.table.placeholders(key.rawValue, language: "en")
            #expect(SharedStrings.table.placeholders(key.rawValue, language: language) == english, "\(key)")
        }
    }

    @Test("format fills each placeholder once and never expands a placeholder inside a value")
    func formatIsOnePass() {
        let text = CauseText.table.format("CAUSE.cannotResolve", language: "en", ["host": "{host}.example"])

        #expect(text == "cannot resolve the host {host}.example")
    }

    @Test("a placeholder without a value stays as it is")
    func missingValueStays() {
        #expect(CauseText.table.format("CAUSE.httpStatus", language: "en", [:]) == "HTTP {status}")
    }

    @Test("a table without counted phrases expects its plain keys only")
    func noCountedPhrases() {
        #expect(SharedStrings.expectedKeys(language: "ru") == Set(SharedStrings.Key.allCases.map(\.rawValue)))
        #expect(NoCountedPhrases.allCases.isEmpty)
        #expect(NoCountedPhrases(rawValue: "x") == nil)
    }
}
