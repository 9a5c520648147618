import Foundation
import ImageComments
import TerminalUI
import Testing

@testable import FeedBrowser

/// Following added new comments below the fold and said nothing: the reader did not know they had come.
@Suite("BrowserState following comments: new ones scroll into view at the end, else the footer counts them")
struct BrowserStateCommentsFollowNewTests {
    @Test("a reader at the end of the list sees the new comments: the list scrolls to its new end")
    func atTheEndScrollsToTheNewComments() {
        var state = makeFollowingState()
        _ = state.press(.character("G"))

        reload(&state, adding: 3)

        let last = state.comments.map { state.commentsContentHeight($0) } ?? 0
        let viewport = BrowserLayout.commentsViewportLines(standardSize, composerOpen: false)
        #expect(state.comments?.top == last - viewport)
        #expect(state.comments?.unseenNew == 0)
        #expect(!renderer.render(state).joined().contains("new ↓"))
    }

    @Test("a reader above the end keeps the place; the footer says \"3 new ↓\" until the end is in view")
    func aboveTheEndCountsThemUntilSeen() throws {
        var state = makeFollowingState()

        reload(&state, adding: 2)
        reload(&state, adding: 1)

        #expect(state.comments?.top == 0)
        #expect(state.comments?.unseenNew == 3)
        let footer = try #require(renderer.render(state).last)
        #expect(footer.contains("3 new ↓"), "\(footer)")

        _ = state.press(.character("G"))

        #expect(state.comments?.unseenNew == 0)
        #expect(renderer.render(state).last?.contains("new ↓") == false)
    }

    @Test("the count is said in the reader's language, with its plural form")
    func localized() throws {
        var state = makeFollowingState()

        reload(&state, adding: 1)

        let german = BrowserRenderer(
            theme: .none, language: "de", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
        #expect(try #require(german.render(state).last).contains("1 neuer ↓"))
    }

    // MARK: - Helpers

    private static let initial = (1...40).map { makeComment($0) }

    /// The first image's 40 comments, more than a screen, followed, the list at its top.
    private func makeFollowingState() -> BrowserState {
        var (state, _) = makeLoadedState()
        _ = state.press(.enter)
        _ = state.send(.commentsLoaded(imageID: uuid(1), Self.initial))
        _ = state.press(.character("f"))
        return state
    }

    /// Ticks until following reloads, and the reload's answer with `count` comments more.
    private func reload(_ state: inout BrowserState, adding count: Int) {
        _ = (0..<BrowserLayout.followTicks).flatMap { _ in state.send(.tick) }
        let known = state.comments?.comments ?? []
        let added = (1...count).map { makeComment(known.count + $0) }
        _ = state.send(.commentsLoaded(imageID: uuid(1), known + added))
    }

    private var renderer: BrowserRenderer {
        BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
    }
}
