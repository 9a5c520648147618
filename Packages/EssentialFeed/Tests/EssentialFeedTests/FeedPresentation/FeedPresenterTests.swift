import EssentialFeed
import Testing

@Suite("FeedPresenter")
struct FeedPresenterTests {
    @Test("the title reads \"My Feed\" in English")
    func title_isLocalized() {
        #expect(FeedPresenter.title(language: "en") == "My Feed")
    }

    @Test(
        "the title is translated in every supported language",
        arguments: [
            "en": "My Feed", "pt-BR": "Meu Feed", "el": "Η ροή μου", "es": "Mi feed", "fr": "Mon flux",
            "de": "Mein Feed", "it": "Il mio feed", "nl": "Mijn feed", "pl": "Mój kanał", "ru": "Моя лента",
            "ja": "マイフィード", "zh-Hans": "我的动态",
        ])
    func title_isLocalizedPerLanguage(language: String, title: String) {
        #expect(FeedPresenter.title(language: language) == title, "\(language)")
    }

    @Test("the empty message and the saved-feed notice are localized")
    func emptyMessageAndCachedNotice_areLocalized() {
        #expect(FeedPresenter.emptyMessage(language: "en") == "No images yet")
        #expect(FeedPresenter.cachedNotice(language: "en") == "Showing the saved feed")
        #expect(FeedPresenter.emptyMessage(language: "de") == "Noch keine Bilder")
    }

    @Test("an unknown language falls back to English")
    func title_fallsBackToEnglishForAnUnknownLanguage() {
        #expect(FeedPresenter.title(language: "xx") == "My Feed")
    }
}
