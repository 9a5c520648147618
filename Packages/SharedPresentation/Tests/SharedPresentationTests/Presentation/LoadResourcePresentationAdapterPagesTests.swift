import SharedAPI
import Testing

@testable import SharedPresentation

@MainActor
@Suite("LoadResourcePresentationAdapter.loadPages: pages shown one by one through the adapter")
struct LoadResourcePresentationAdapterPagesTests {
    @Test("shows pages while more are wanted, and says more are left")
    func stopsWhenEnoughPages() async {
        let (adapter, shown) = makeAdapter()

        let hasMore = await adapter.loadPages(first: { Self.pages(from: 1, to: 5) }, while: { $0 < 3 })

        #expect(shown.resources == [[1], [2], [3]])
        #expect(hasMore == true)
    }

    @Test("shows every page of a feed that ends, and says none are left")
    func showsEveryPage() async {
        let (adapter, shown) = makeAdapter()

        let hasMore = await adapter.loadPages(first: { Self.pages(from: 1, to: 2) }, while: { _ in true })

        #expect(shown.resources == [[1], [2]])
        #expect(hasMore == false)
    }

    @Test("a failed next page is shown as the failure, and pages count as left")
    func failedNextPage() async {
        let (adapter, shown) = makeAdapter()
        let first = Paginated(items: [1]) { throw ResourceLoadError.connectivity("refused") }

        let hasMore = await adapter.loadPages(first: { first }, while: { _ in true })

        #expect(shown.resources == [[1]])
        #expect(hasMore == true)
        #expect(adapter.hasFailed)
    }

    @Test("a failed first page gives nil")
    func failedFirstPage() async {
        let (adapter, shown) = makeAdapter()

        let hasMore = await adapter.loadPages(
            first: { throw ResourceLoadError.connectivity("refused") }, while: { _ in true })

        #expect(hasMore == nil)
        #expect(shown.resources.isEmpty)
    }

    nonisolated private static func pages(from first: Int, to last: Int) -> Paginated<Int> {
        guard first < last else { return Paginated(items: [first]) }
        return Paginated(items: [first]) { pages(from: first + 1, to: last) }
    }

    private func makeAdapter() -> (LoadResourcePresentationAdapter<Paginated<Int>, PagesSpy>, PagesSpy) {
        let spy = PagesSpy()
        let adapter = LoadResourcePresentationAdapter<Paginated<Int>, PagesSpy>(
            resourceView: spy, loadingView: spy, errorView: spy, language: "en", mapper: { $0.items })
        return (adapter, spy)
    }
}

private typealias PagesSpy = ResourceViewSpy<[Int]>
