import EssentialFeed
import SharedPresentation
import Testing

@Suite
struct FeedLocalizationTests {
    private let keys: Set = ["FEED_VIEW_TITLE", "FEED_EMPTY", "FEED_NO_MATCHES", "FEED_CACHED_NOTICE"]

    @Test(arguments: SupportedLanguages.all)
    func localizedStrings_haveKeysAndValuesForAllSupportedLocalizations(language: String) {
        let strings = FeedStrings.table.strings(for: language)

        #expect(Set(strings.keys) == keys, "keys of \(language)")
        for (key, value) in strings {
            #expect(!value.isEmpty, "\(key) in \(language)")
            #expect(value != key, "\(key) in \(language)")
        }
    }

    @Test(arguments: SupportedLanguages.all)
    func localizedStrings_haveExactlyTheKeysTheCodeReads(language: String) {
        #expect(FeedStrings.hasEveryKey(language: language))
        #expect(FeedStrings.expectedKeys(language: language) == keys)
    }

    @Test func localizedStrings_existInTheSameLanguagesAsSharedStrings() {
        let feed = Set(FeedStrings.table.languages().map { $0.lowercased() })
        let shared = Set(SharedStrings.table.languages().map { $0.lowercased() })

        #expect(feed == shared)
        #expect(feed == Set(SupportedLanguages.all.map { $0.lowercased() }))
    }

    @Test(arguments: SupportedLanguages.all.filter { $0 != "en" })
    func localizedStrings_areTranslatedInEveryLanguageButEnglish(language: String) {
        let english = FeedStrings.table.strings(for: "en")
        let strings = FeedStrings.table.strings(for: language)

        for key in keys {
            #expect(strings[key] != english[key], "\(key) in \(language) is still English")
        }
    }

    @Test func title_followsTheSharedLanguageResolver() {
        let language = LanguageResolver.resolve(environment: ["LANG": "pt_BR.UTF-8"])

        #expect(FeedPresenter.title(language: language) == "Meu Feed")
    }
}
