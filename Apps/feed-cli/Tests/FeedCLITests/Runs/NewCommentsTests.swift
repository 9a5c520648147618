import EssentialFeed
import Foundation
import ImageComments
import Testing

@testable import FeedCLI

@Suite(
    "The CLI's glue for search, sort, show and follow: listing pages, arranging comments, remembering shown comments")
struct ListingLogicTests {
    @Test("a listing sorted by api streams each page's matches and holds nothing back")
    func listingStreams() {
        var listing = FeedListing(search: FeedImageSearch("lis"), sort: .api)
        let lisbon = image("Lisboa"), berlin = image("Berlin"), lisbon2 = image("lisboa")

        #expect(listing.add([lisbon, berlin]) == [lisbon])
        #expect(listing.add([lisbon2]) == [lisbon2])
        #expect(listing.flush() == [])
        #expect(listing.loadedCount == 3)
        #expect(listing.shownCount == 2)
    }

    @Test("a listing sorted by location holds every page back and flushes them sorted, once")
    func listingCollects() {
        var listing = FeedListing(search: FeedImageSearch(""), sort: .location)
        let zurich = image("Zürich"), none = image(nil), athens = image("Athens")

        #expect(listing.add([zurich, none]) == [])
        #expect(listing.add([athens]) == [])
        #expect(listing.flush() == [athens, zurich, none])
        #expect(listing.flush() == [])
        #expect(listing.shownCount == 3)
    }

    @Test("arranging comments sorts, then gathers by author in order of first appearance")
    func arrangement() {
        let a1 = comment("ann", 3), b1 = comment("bob", 2), a2 = comment("ann", 1), c1 = comment("cy", 4)
        let api = [a1, b1, a2, c1]

        #expect(CommentsArrangement().arranged(api) == api)
        #expect(CommentsArrangement(sort: .newest).arranged(api) == [c1, a1, b1, a2])
        #expect(CommentsArrangement(groupsByAuthor: true).arranged(api) == [a1, a2, b1, c1])
        #expect(CommentsArrangement(sort: .oldest, groupsByAuthor: true).arranged(api) == [a2, a1, b1, c1])
        #expect(CommentsArrangement(groupsByAuthor: true).groups(api).map(\.count) == [2, 1, 1])
    }

    @Test("following shows each comment id once, whatever order the polls return")
    func newComments() {
        var shown = NewComments()
        let first = comment("a", 1), second = comment("b", 2), third = comment("c", 3)

        #expect(shown.unseen(in: [first, second]) == [first, second])
        #expect(shown.unseen(in: [second, first]) == [])
        #expect(shown.unseen(in: [first, third, second]) == [third])
        #expect(shown.unseen(in: []) == [])
    }

    // MARK: - Helpers

    private func image(_ location: String?) -> FeedImage {
        FeedImage(id: UUID(), description: nil, location: location, url: URL(string: "https://a.com/\(UUID())")!)
    }

    private func comment(_ username: String, _ seconds: TimeInterval) -> ImageComment {
        ImageComment(id: UUID(), message: "m", createdAt: Date(timeIntervalSince1970: seconds), username: username)
    }
}
