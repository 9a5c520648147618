import EssentialFeed
import Foundation
import Testing

@Suite("FeedImageSort")
struct FeedImageSortTests {
    private let zurich = Self.image("Zürich")
    private let none = Self.image(nil)
    private let athens = Self.image("athens")
    private let blank = Self.image("  ")
    private let evora = Self.image("Évora")
    private let berlin = Self.image("Berlin")

    private var apiOrder: [FeedImage] { [zurich, none, athens, blank, evora, berlin] }

    @Test("api keeps the server's order")
    func api() {
        #expect(FeedImageSort.api.sorted(apiOrder) == apiOrder)
    }

    @Test("location sorts A to Z ignoring case and diacritics, images without a location last in server order")
    func location() {
        #expect(FeedImageSort.location.sorted(apiOrder) == [athens, berlin, evora, zurich, none, blank])
    }

    @Test("location is stable for equal locations")
    func stable() {
        let same = (0..<100).map { _ in Self.image(["Lisbon", "lisbon", "LISBON"].randomElement()) }

        #expect(FeedImageSort.location.sorted(same) == same)
    }

    @Test("every order keeps every image", arguments: FeedImageSort.allCases)
    func permutation(sort: FeedImageSort) {
        #expect(Set(sort.sorted(apiOrder)) == Set(apiOrder))
        #expect(sort.sorted([]) == [])
    }

    @Test("the raw values are the CLI's --sort words")
    func rawValues() {
        #expect(FeedImageSort.allCases.map(\.rawValue) == ["api", "location"])
        #expect(FeedImageSort(rawValue: "newest") == nil)
    }

    // MARK: - Helpers

    private static func image(_ location: String?) -> FeedImage {
        FeedImage(id: UUID(), description: nil, location: location, url: URL(string: "https://a.com/\(UUID()).png")!)
    }
}
