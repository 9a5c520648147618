import EssentialFeed
import Foundation
import Testing

@testable import FeedBrowser

@Suite("BrowserState search and sort on the feed screen")
struct BrowserStateSearchTests {
    @Test("/ filters as you type, ignoring case and diacritics")
    func slashFiltersAsYouTypeCaseAndDiacriticInsensitive() {
        var state = makeState()

        _ = state.press(.character("/"))
        _ = state.type("SAO")

        #expect(state.feed.rows == [1])
        #expect(state.feed.search == SearchField(text: "SAO", isEditing: true))
    }

    @Test("search matches descriptions too, and keys are typed while editing")
    func searchMatchesDescriptionsTooAndKeysAreTypedWhileEditing() {
        var state = makeState()

        _ = state.press(.character("/"))
        let effects = state.type("q")

        #expect(!state.isQuitting)
        #expect(!effects.contains(.quit))
        #expect(state.feed.rows == [2])
    }

    @Test("the / prompt edits as the comment line does: Ctrl-W deletes a word, Ctrl-U the start, ← moves")
    func searchPromptEditsAsTheCommentLineDoes() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("lisboa paulo")

        _ = state.press(.control("w"))
        #expect(state.feed.search?.text == "lisboa ")
        _ = state.press(.left)
        _ = state.press(.control("u"))
        #expect(state.feed.search?.text == " ")
        _ = state.type("sao")

        #expect(state.feed.search?.text == "sao ")
        #expect(state.feed.search?.isEditing == true)
    }

    @Test("Esc clears the search")
    func escapeClearsTheSearch() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("paulo")

        _ = state.press(.escape)

        #expect(state.feed.search == nil)
        #expect(state.feed.rows == [0, 1, 2])
    }

    @Test("Enter keeps the filter and gives the keys back")
    func enterKeepsTheFilterAndGivesTheKeysBack() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("o")

        _ = state.press(.enter)
        #expect(state.feed.search == SearchField(text: "o", isEditing: false))
        _ = state.press(.character("j"))
        #expect(state.feed.selection == 1)

        _ = state.press(.escape)
        #expect(state.feed.search == nil)
    }

    @Test("the arrows move the selection while typing, backspace deletes")
    func arrowsMoveTheSelectionWhileTypingBackspaceDeletes() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("ox")

        _ = state.press(.backspace, .down)

        #expect(state.feed.search?.text == "o")
        #expect(state.feed.selection == 1)
    }

    @Test("Enter on an empty search closes it")
    func enterOnAnEmptySearchClosesIt() {
        var state = makeState()
        _ = state.press(.character("/"))

        _ = state.press(.enter)

        #expect(state.feed.search == nil)
    }

    @Test("s cycles the feed order between the API's and by location")
    func sCyclesTheFeedOrderBetweenAPIAndLocation() {
        var state = makeState()

        _ = state.press(.character("s"))
        #expect(state.feed.sort == .location)
        #expect(state.feed.rows == [1, 0, 2], "no location last")

        _ = state.press(.character("s"))
        #expect(state.feed.rows == [0, 1, 2])
    }

    @Test("sorting by location keeps every row of repeated images")
    func locationSortKeepsEveryRowOfRepeatedImages() {
        let repeated = makeImage(1, location: "Zürich", description: "Lake")
        var state = makeLoadedState(items: [repeated, makeImage(2, location: "Athens", description: "Hill"), repeated])
            .state

        _ = state.press(.character("s"))

        #expect(state.feed.rows == [1, 0, 2])
    }

    @Test("search ignores character width, like the CLI's search")
    func searchIgnoresWidthLikeTheCLIsSearch() {
        var state = makeLoadedState(items: [
            makeImage(1, location: "Sa\u{0303}o Paulo", description: "Ｖｉｅｗ"), makeImage(2),
        ]).state
        _ = state.press(.character("/"))

        _ = state.type("view")

        #expect(state.feed.rows == [0])
    }

    @Test("Enter opens the comments of the selected filtered row")
    func enterOpensTheCommentsOfTheSelectedFilteredRow() {
        var state = makeState()
        _ = state.press(.character("/"))
        _ = state.type("paulo")
        _ = state.press(.enter)

        #expect(state.press(.enter) == [.loadComments(imageID: uuid(2))])
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
