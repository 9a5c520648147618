import EssentialFeed
import Foundation
import Testing

@Suite("FeedImageSearch")
struct FeedImageSearchTests {
    @Test(
        "matches the description or the location ignoring case and diacritics",
        arguments: [
            ("sao", "São Paulo, Brazil"), ("SÃO", "sao paulo"), ("paulo", "SÃO PAULO"), ("zurich", "Zürich"),
            ("ελενη", "Ελένη"), ("cafe", "Cafe\u{301} de Flore"), ("Café", "cafe"), ("東京", "東京タワー"),
        ])
    func matchesFolded(query: String, field: String) {
        #expect(FeedImageSearch(query).matches(image(location: field)))
        #expect(FeedImageSearch(query).matches(image(description: field)))
    }

    @Test("does not match when neither field contains the query", arguments: ["paris", "são paulo!", "x"])
    func misses(query: String) {
        #expect(!FeedImageSearch(query).matches(image(description: "Sunset in São Paulo", location: "Brazil")))
    }

    @Test("an image without description and location matches only the empty query")
    func nilFields() {
        let bare = image()

        #expect(!FeedImageSearch("a").matches(bare))
        #expect(FeedImageSearch("").matches(bare))
    }

    @Test("an empty or whitespace-only query matches everything and is empty", arguments: ["", " ", "\t\n "])
    func emptyQuery(text: String) {
        let search = FeedImageSearch(text)

        #expect(search.isEmpty)
        #expect(search.matches(image(description: "any")))
    }

    @Test("surrounding whitespace is ignored, inner whitespace is kept")
    func trimming() {
        let search = FeedImageSearch("  são paulo ")

        #expect(search.text == "são paulo")
        #expect(search.matches(image(location: "Sao Paulo")))
        #expect(!search.matches(image(location: "SaoPaulo")))
    }

    @Test("filter keeps the matches in the given order")
    func filterKeepsOrder() {
        let first = image(description: "Beach at Copacabana")
        let second = image(location: "Lisbon")
        let third = image(location: "Copacabana, Rio")

        #expect(FeedImageSearch("copa").filter([first, second, third]) == [first, third])
        #expect(FeedImageSearch("").filter([first, second, third]) == [first, second, third])
        #expect(FeedImageSearch("nowhere").filter([first, second, third]) == [])
    }

    // MARK: - Helpers

    private func image(description: String? = nil, location: String? = nil) -> FeedImage {
        FeedImage(id: UUID(), description: description, location: location, url: URL(string: "https://a.com/1.png")!)
    }
}
