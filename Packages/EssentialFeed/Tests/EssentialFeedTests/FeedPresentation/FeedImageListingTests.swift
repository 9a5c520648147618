import EssentialFeed
import Foundation
import Testing

@Suite("A feed listing: each page's search matches as it loads, or every match held back and sorted at the end")
struct FeedImageListingTests {
    @Test("a listing sorted by api streams each page's matches and holds nothing back")
    func listingStreams() {
        var listing = FeedImageListing(search: FeedImageSearch("lis"), sort: .api)
        let lisbon = image("Lisboa"), berlin = image("Berlin"), lisbon2 = image("lisboa")

        #expect(listing.add([lisbon, berlin]) == [lisbon])
        #expect(listing.add([lisbon2]) == [lisbon2])
        #expect(listing.flush() == [])
        #expect(listing.loadedCount == 3)
        #expect(listing.shownCount == 2)
    }

    @Test("a listing sorted by location holds every page back and flushes them sorted, once")
    func listingCollects() {
        var listing = FeedImageListing(search: FeedImageSearch(""), sort: .location)
        let zurich = image("Zürich"), none = image(nil), athens = image("Athens")

        #expect(listing.add([zurich, none]) == [])
        #expect(listing.add([athens]) == [])
        #expect(listing.flush() == [athens, zurich, none])
        #expect(listing.flush() == [])
        #expect(listing.shownCount == 3)
    }

    @Test("only a sort other than api collects pages")
    func collectsPages() {
        #expect(!FeedImageListing().collectsPages)
        #expect(FeedImageListing(sort: .location).collectsPages)
    }

    // MARK: - Helpers

    private func image(_ location: String?) -> FeedImage {
        FeedImage(id: UUID(), description: nil, location: location, url: URL(string: "https://a.com/\(UUID())")!)
    }
}
