import EssentialFeed
import SharedPresentation
import XCTest

final class FeedLocalizationTests: XCTestCase {
    private let keys: Set = ["FEED_VIEW_TITLE", "FEED_EMPTY", "FEED_CACHED_NOTICE"]

    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        for language in SupportedLanguages.all {
            let strings = FeedStrings.table.strings(for: language)

            XCTAssertEqual(Set(strings.keys), keys, "keys of \(language)")
            for (key, value) in strings {
                XCTAssertFalse(value.isEmpty, "\(key) in \(language)")
                XCTAssertNotEqual(value, key, "\(key) in \(language)")
            }
        }
    }

    func test_localizedStrings_existInTheSameLanguagesAsSharedStrings() {
        let feed = Set(FeedStrings.table.languages().map { $0.lowercased() })
        let shared = Set(SharedStrings.table.languages().map { $0.lowercased() })

        XCTAssertEqual(feed, shared)
        XCTAssertEqual(feed, Set(SupportedLanguages.all.map { $0.lowercased() }))
    }

    func test_localizedStrings_areTranslatedInEveryLanguageButEnglish() {
        let english = FeedStrings.table.strings(for: "en")

        for language in SupportedLanguages.all where language != "en" {
            let strings = FeedStrings.table.strings(for: language)
            for key in keys {
                XCTAssertNotEqual(strings[key], english[key], "\(key) in \(language) is still English")
            }
        }
    }

    func test_title_followsTheSharedLanguageResolver() {
        let language = LanguageResolver.resolve(environment: ["LANG": "pt_BR.UTF-8"])

        XCTAssertEqual(FeedPresenter.title(language: language), "Meu Feed")
    }
}
