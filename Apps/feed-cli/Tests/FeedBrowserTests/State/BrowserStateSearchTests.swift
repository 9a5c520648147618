import EssentialFeed
import XCTest

@testable import FeedBrowser

final class BrowserStateSearchTests: XCTestCase {
    func test_slash_filtersAsYouType_caseAndDiacriticInsensitive() {
        var state = makeState()

        _ = state.press(.character("/"))
        _ = state.type("SAO")

        XCTAssertEqual(state.feed.rows, [1])
        XCTAssertEqual(state.feed.search, SearchField(text: "SAO", isEditing: true))
    }

    func test_search_matchesDescriptionsToo_andKeysAreTypedWhileEditing() {
        var state = makeState()

        _ = state.press(.character("/"))
        let effects = state.type("q")

        XCTAssertFalse(state.isQuitting)
        XCTAssertFalse(effects.contains(.quit))
        XCTAssertEqual(state.feed.rows, [2])
    }

    func test_escape_clearsTheSearch() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("paulo")

        _ = state.press(.escape)

        XCTAssertNil(state.feed.search)
        XCTAssertEqual(state.feed.rows, [0, 1, 2])
    }

    func test_enter_keepsTheFilterAndGivesTheKeysBack() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("o")

        _ = state.press(.enter)
        XCTAssertEqual(state.feed.search, SearchField(text: "o", isEditing: false))
        _ = state.press(.character("j"))
        XCTAssertEqual(state.feed.selection, 1)

        _ = state.press(.escape)
        XCTAssertNil(state.feed.search)
    }

    func test_arrows_moveTheSelectionWhileTyping_backspaceDeletes() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("ox")

        _ = state.press(.backspace, .down)

        XCTAssertEqual(state.feed.search?.text, "o")
        XCTAssertEqual(state.feed.selection, 1)
    }

    func test_enterOnAnEmptySearch_closesIt() {
        var state = makeState()
        _ = state.press(.character("/"))

        _ = state.press(.enter)

        XCTAssertNil(state.feed.search)
    }

    func test_s_cyclesTheFeedOrderBetweenAPIAndLocation() {
        var state = makeState()

        _ = state.press(.character("s"))
        XCTAssertEqual(state.feed.sort, .location)
        XCTAssertEqual(state.feed.rows, [1, 0, 2], "no location last")

        _ = state.press(.character("s"))
        XCTAssertEqual(state.feed.rows, [0, 1, 2])
    }

    func test_locationSort_keepsEveryRowOfRepeatedImages() {
        let repeated = makeImage(1, location: "Zürich", description: "Lake")
        var state = makeLoadedState(items: [repeated, makeImage(2, location: "Athens", description: "Hill"), repeated])
            .state

        _ = state.press(.character("s"))

        XCTAssertEqual(state.feed.rows, [1, 0, 2])
    }

    func test_search_ignoresWidth_likeTheCLIsSearch() {
        var state = makeLoadedState(items: [
            makeImage(1, location: "Sa\u{0303}o Paulo", description: "Ｖｉｅｗ"), makeImage(2),
        ]).state
        _ = state.press(.character("/"))

        _ = state.type("view")

        XCTAssertEqual(state.feed.rows, [0])
    }

    func test_enter_opensTheCommentsOfTheSelectedFilteredRow() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("paulo")
        _ = state.press(.enter)

        XCTAssertEqual(state.press(.enter), [.loadComments(imageID: uuid(2))])
    }

    // MARK: - Helpers

    private func makeState() -> BrowserState {
        let items = [
            makeImage(1, location: "Zürich", description: "Lake"),
            makeImage(2, location: "São Paulo", description: "Avenida"),
            FeedImage(
                id: uuid(3), description: "A quiet morning", location: nil, url: URL(string: "https://a.example/3")!),
        ]
        return makeLoadedState(items: items).state
    }
}
