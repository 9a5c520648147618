import Foundation
import ImageComments
import Testing

@Suite("ImageCommentsSort")
struct ImageCommentsSortTests {
    private let ann1 = Self.comment("ann", at: 300)
    private let bob = Self.comment("Bob", at: 100)
    private let ann2 = Self.comment("Ann", at: 200)
    private let carl = Self.comment("carl", at: 300)
    private let aaron = Self.comment("aaron", at: 100)

    private var apiOrder: [ImageComment] { [ann1, bob, ann2, carl, aaron] }

    @Test("api keeps the server's order")
    func api() {
        #expect(ImageCommentsSort.api.sorted(apiOrder) == apiOrder)
    }

    @Test("newest puts the latest first, ties in server order")
    func newest() {
        #expect(ImageCommentsSort.newest.sorted(apiOrder) == [ann1, carl, ann2, bob, aaron])
    }

    @Test("oldest puts the earliest first, ties in server order")
    func oldest() {
        #expect(ImageCommentsSort.oldest.sorted(apiOrder) == [bob, aaron, ann2, ann1, carl])
    }

    @Test("author sorts by username ignoring case, ties in server order")
    func author() {
        #expect(ImageCommentsSort.author.sorted(apiOrder) == [aaron, ann1, ann2, bob, carl])
    }

    @Test("every order is stable for many equal keys", arguments: ImageCommentsSort.allCases)
    func stable(sort: ImageCommentsSort) {
        let same = (0..<200).map { _ in Self.comment("same", at: 42) }

        #expect(sort.sorted(same) == same)
    }

    @Test("every order keeps every comment", arguments: ImageCommentsSort.allCases)
    func permutation(sort: ImageCommentsSort) {
        #expect(Set(sort.sorted(apiOrder)) == Set(apiOrder))
        #expect(sort.sorted([]) == [])
    }

    @Test("the raw values are the CLI's --sort words")
    func rawValues() {
        #expect(ImageCommentsSort.allCases.map(\.rawValue) == ["api", "newest", "oldest", "author"])
        #expect(ImageCommentsSort(rawValue: "author") == .author)
        #expect(ImageCommentsSort(rawValue: "date") == nil)
    }

    // MARK: - Helpers

    private static func comment(_ username: String, at seconds: TimeInterval) -> ImageComment {
        ImageComment(
            id: UUID(), message: "by \(username)", createdAt: Date(timeIntervalSince1970: seconds), username: username)
    }
}
