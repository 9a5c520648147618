import Foundation
import Testing

@testable import EssentialFeed

@Suite("FeedImageList: the rows of a paged feed, matching a search in an order, kept as pages arrive")
struct FeedImageListTests {
    @Test("a first page shows every image in the server's order")
    func firstPageShowsEveryImageInTheServersOrder() {
        var list = FeedImageList()

        list.replace(with: [image("Rome"), image("Athens"), image("Lima")])

        #expect(locations(list) == ["Rome", "Athens", "Lima"])
        #expect(list.rows == [0, 1, 2])
    }

    @Test("a next page in the server's order goes after the rows")
    func nextPageInTheServersOrderGoesAfterTheRows() {
        var list = FeedImageList()
        list.replace(with: [image("Rome"), image("Athens")])

        list.append([image("Lima")])

        #expect(locations(list) == ["Rome", "Athens", "Lima"])
    }

    @Test("a next page sorts in among the rows, equal locations keeping the server's order")
    func nextPageSortsInAmongTheRows() {
        var list = FeedImageList(sort: .location)
        let first = image("Lima", "first")
        list.replace(with: [image("Rome"), first, image("Athens")])

        let second = image("lima", "second")
        list.append([image("Berlin"), second, image(nil)])

        #expect(locations(list) == ["Athens", "Berlin", "Lima", "lima", "Rome", nil])
        #expect(list.rows.map { list.images[$0] }.filter { $0.location?.lowercased() == "lima" } == [first, second])
    }

    @Test("a search shows only the images it matches, the next page's too")
    func searchShowsOnlyTheImagesItMatches() {
        var list = FeedImageList()
        list.replace(with: [image("São Paulo"), image("Athens")])

        list.search = FeedImageSearch("sao")
        list.append([image("Lisbon"), image("Sao Tome")])

        #expect(locations(list) == ["São Paulo", "Sao Tome"])
        #expect(list.images.count == 4)
    }

    @Test("clearing the search and changing the order recompute the rows from every image")
    func clearingTheSearchAndChangingTheOrderRecomputeTheRows() {
        var list = FeedImageList(search: FeedImageSearch("a"))
        list.replace(with: [image("Rome"), image("Athens"), image("Lima")])
        #expect(locations(list) == ["Athens", "Lima"])

        list.search = FeedImageSearch("")
        list.sort = .location

        #expect(locations(list) == ["Athens", "Lima", "Rome"])
    }

    @Test("a first page replaces what was loaded")
    func firstPageReplacesWhatWasLoaded() {
        var list = FeedImageList(sort: .location)
        list.replace(with: [image("Rome"), image("Athens")])

        list.replace(with: [image("Lima")])

        #expect(locations(list) == ["Lima"])
        #expect(list.images.count == 1)
    }

    @Test("the next row among some images goes round from the top and ends on the row itself")
    func nextRowAmongSomeImagesGoesRound() {
        var list = FeedImageList(sort: .location)
        let rome = image("Rome")
        let athens = image("Athens")
        list.replace(with: [rome, image("Lima"), athens])

        #expect(list.nextRow(after: 0, amongImages: [rome.id]) == 2)
        #expect(list.nextRow(after: 2, amongImages: [rome.id, athens.id]) == 0)
        #expect(list.nextRow(after: 2, amongImages: [rome.id]) == 2)
        #expect(list.nextRow(after: 7, amongImages: [athens.id]) == 0)
        #expect(list.nextRow(after: 0, amongImages: [UUID()]) == nil)
        #expect(FeedImageList().nextRow(after: 0, amongImages: [rome.id]) == nil)
    }

    @Test("a page costs its own images' matches and one binary search each, however many rows are loaded")
    func pageCostsItsOwnImages() {
        var images: [FeedImage] = []
        var rows: [Int] = []
        var worstComparisonsPerImage = 0

        for page in 0..<500 {
            images += (page * 10 + 1...page * 10 + 10).map { image("Location \(($0 * 7919) % 5_000)") }
            var matches = 0
            var comparisons = 0
            FeedImageList.insert(
                images.count - 10..<images.count, of: images,
                matching: { _ in
                    matches += 1
                    return true
                }, sort: .location,
                ordering: {
                    comparisons += 1
                    return FeedImageSort.location.puts($0, before: $1)
                }, into: &rows)

            #expect(matches == 10, "page \(page) matched \(matches) images")
            worstComparisonsPerImage = max(worstComparisonsPerImage, comparisons / 10)
        }

        #expect(rows.count == 5_000)
        #expect(rows.map { images[$0] } == FeedImageSort.location.sorted(images))
        #expect(
            worstComparisonsPerImage <= 14,
            "log2(5,000) is under 13; a page asked \(worstComparisonsPerImage) per image"
        )
    }

    @Test("puts(before:) agrees with sorted: api never puts one first, location only a strictly earlier one")
    func putsBeforeAgreesWithSorted() {
        let athens = image("Athens")
        let rome = image("Rome")

        #expect(FeedImageSort.location.puts(athens, before: rome))
        #expect(!FeedImageSort.location.puts(rome, before: athens))
        #expect(!FeedImageSort.location.puts(athens, before: image("athens")))
        #expect(!FeedImageSort.api.puts(athens, before: rome))
    }

    // MARK: - Helpers

    private func image(_ location: String?, _ description: String? = nil) -> FeedImage {
        FeedImage(
            id: UUID(), description: description, location: location, url: URL(string: "https://a.com/\(UUID()).png")!)
    }

    private func locations(_ list: FeedImageList) -> [String?] {
        list.rows.map { list.images[$0].location }
    }
}
