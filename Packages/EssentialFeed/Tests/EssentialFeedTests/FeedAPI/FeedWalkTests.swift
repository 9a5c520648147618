import EssentialFeed
import Foundation
import SharedAPI
import Testing

@Suite("FeedWalk: a walk through the feed's pages ends on a page with nothing new, and within its bound")
struct FeedWalkTests {
    @Test("admits pages of new images, and an empty last page")
    func admitsNewPages() throws {
        let walk = FeedWalk()

        try walk.admit(Self.images(0..<3))
        try walk.admit(Self.images(3..<6))
        try walk.admit([])
    }

    @Test("a page with only images already loaded is invalid data, naming the page")
    func repeatedPageIsInvalidData() throws {
        let walk = FeedWalk()
        try walk.admit(Self.images(0..<3))

        #expect(
            throws: ResourceLoadError.invalidData(FailureReason(.pageRepeatsItems(page: 2)))
        ) {
            try walk.admit(Self.images(1..<3))
        }
    }

    @Test("a page with one new image among known ones is admitted")
    func partlyNewPageIsAdmitted() throws {
        let walk = FeedWalk()
        try walk.admit(Self.images(0..<3))

        try walk.admit(Self.images(2..<4))
    }

    @Test("the page past the bound is invalid data")
    func boundEndsTheWalk() throws {
        let walk = FeedWalk(maximumPages: 2)
        try walk.admit(Self.images(0..<1))
        try walk.admit(Self.images(1..<2))

        #expect(throws: ResourceLoadError.invalidData(FailureReason(.pagesDidNotEnd(limit: 2)))) {
            try walk.admit(Self.images(2..<3))
        }
    }

    @Test("the images of the last pages are remembered, older ones forgotten: memory does not grow with the feed")
    func remembersTheLastPagesOnly() throws {
        let walk = FeedWalk(rememberedImages: 4)
        try walk.admit(Self.images(0..<2))
        try walk.admit(Self.images(2..<4))
        try walk.admit(Self.images(4..<6))

        #expect(
            throws: ResourceLoadError.invalidData(FailureReason(.pageRepeatsItems(page: 4)))
        ) {
            try walk.admit(Self.images(2..<4))
        }
        try walk.admit(Self.images(0..<2))
    }

    private static func images(_ range: Range<Int>) -> [FeedImage] {
        range.map { index in
            let id = UUID(uuidString: "00000000-0000-4000-8000-" + String(1_000_000_000_000 + index).dropFirst())!
            return FeedImage(id: id, description: nil, location: nil, url: URL(string: "http://a.com/\(index).png")!)
        }
    }
}
