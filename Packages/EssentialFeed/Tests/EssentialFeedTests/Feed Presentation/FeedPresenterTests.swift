import EssentialFeed
import XCTest

final class FeedPresenterTests: XCTestCase {
    func test_title_isLocalized() {
        XCTAssertEqual(FeedPresenter.title(language: "en"), "My Feed")
    }

    func test_title_isLocalizedPerLanguage() {
        let expected = [
            "en": "My Feed", "pt-BR": "Meu Feed", "el": "Η ροή μου", "es": "Mi feed", "fr": "Mon flux",
            "de": "Mein Feed", "it": "Il mio feed", "nl": "Mijn feed", "pl": "Mój kanał", "ru": "Моя лента",
            "ja": "マイフィード", "zh-Hans": "我的动态",
        ]

        for (language, title) in expected {
            XCTAssertEqual(FeedPresenter.title(language: language), title, language)
        }
    }

    func test_emptyMessageAndCachedNotice_areLocalized() {
        XCTAssertEqual(FeedPresenter.emptyMessage(language: "en"), "No images yet")
        XCTAssertEqual(FeedPresenter.cachedNotice(language: "en"), "Showing the saved feed")
        XCTAssertEqual(FeedPresenter.emptyMessage(language: "de"), "Noch keine Bilder")
    }

    func test_title_fallsBackToEnglishForAnUnknownLanguage() {
        XCTAssertEqual(FeedPresenter.title(language: "xx"), "My Feed")
    }
}
