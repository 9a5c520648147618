import EssentialFeed
import Foundation
import Testing

@Suite("SeenFeedImages")
struct SeenFeedImagesTests {
    @Test("an image never shown is new, a shown one is not")
    func isNew_onlyForImagesNotShown() {
        let (shown, other) = (image(), image())

        let seen = SeenFeedImages().adding([shown])

        #expect(!seen.isNew(shown))
        #expect(seen.isNew(other))
        #expect(seen.newImages(in: [shown, other]) == [other.id])
    }

    @Test("an image shown again becomes the most recent, once")
    func adding_movesAnImageShownAgainToTheEnd() {
        let (first, second) = (image(), image())

        let seen = SeenFeedImages().adding([first, second]).adding([first])

        #expect(seen.ids == [second.id, first.id])
    }

    @Test("past the limit the least recently shown are forgotten")
    func init_keepsTheLastLimitIDs() {
        let ids = (0...SeenFeedImages.limit).map { _ in UUID() }

        let seen = SeenFeedImages(ids)

        #expect(seen.ids.count == SeenFeedImages.limit)
        #expect(seen.ids.first == ids[1])
        #expect(seen.ids.last == ids.last)
    }

    private func image() -> FeedImage {
        FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a-url.com")!)
    }
}
