import EssentialFeed
import SharedPresentation
import Testing

@Suite("Feed.strings in every language")
struct FeedLocalizationTests {
    private let keys: Set = ["FEED_VIEW_TITLE", "FEED_EMPTY", "FEED_NO_MATCHES", "FEED_CACHED_NOTICE"]

    @Test("every key has a non-empty value in every supported language", arguments: SupportedLanguages.all)
    func localizedStrings_haveKeysAndValuesForAllSupportedLocalizations(language: String) {
        let strings = FeedStrings.table.strings(for: language)

        #expect(Set(strings.keys) == keys, "keys of \(language)")
        for (key, value) in strings {
            #expect(!value.isEmpty, "\(key) in \(language)")
            #expect(value != key, "\(key) in \(language)")
        }
    }

    @Test("the table has exactly the keys the code reads", arguments: SupportedLanguages.all)
    func localizedStrings_haveExactlyTheKeysTheCodeReads(language: String) {
        #expect(FeedStrings.hasEveryKey(language: language))
        #expect(FeedStrings.expectedKeys(language: language) == keys)
    }

    @Test("the table has the same languages as Shared.strings")
    func localizedStrings_existInTheSameLanguagesAsSharedStrings() {
        let feed = Set(FeedStrings.table.languages().map { $0.lowercased() })
        let shared = Set(SharedStrings.table.languages().map { $0.lowercased() })

        #expect(feed == shared)
        #expect(feed == Set(SupportedLanguages.all.map { $0.lowercased() }))
    }

    @Test(
        "every text is translated in every language but English",
        arguments: SupportedLanguages.all.filter { $0 != "en" })
    func localizedStrings_areTranslatedInEveryLanguageButEnglish(language: String) {
        let english = FeedStrings.table.strings(for: "en")
        let strings = FeedStrings.table.strings(for: language)

        for key in keys {
            #expect(strings[key] != english[key], "\(key) in \(language) is still English")
        }
    }

    @Test("the title follows the shared language resolver")
    func title_followsTheSharedLanguageResolver() {
        let language = LanguageResolver.resolve(environment: ["LANG": "pt_BR.UTF-8"])

        #expect(FeedPresenter.title(language: language) == "Meu Feed")
    }
}
