import EssentialFeed
import Foundation
import SharedPresentation
import TerminalUI
import TerminalViews

@testable import FeedBrowser

/// States worth drawing, shared by the snapshot and the layout tests.
enum BrowserScenarios {
    static func feedLoading(_ size: TerminalSize) -> BrowserState {
        var state = BrowserState(size: size)
        _ = state.start()
        return state
    }

    static func feedFailed(_ size: TerminalSize) -> BrowserState {
        var state = feedLoading(size)
        _ = state.send(.feedFailed(LoadFailure(kind: .unavailable, cause: "connection refused (127.0.0.1:8080)")))
        return state
    }

    static func feedEmpty(_ size: TerminalSize) -> BrowserState {
        makeLoadedState(items: [], size: size).state
    }

    /// Rows with every image status, the second row selected, and the next page loading below.
    static func feedRows(_ size: TerminalSize) -> BrowserState {
        var state = makeLoadedState(items: sampleImages, hasMore: true, size: size).state
        _ = state.send(.imageLoaded(row: 0, bytes: 48_213), .imageFailed(row: 2), .tick, .tick)
        _ = state.press(.down)
        return state
    }

    static func feedErrorRow(_ size: TerminalSize) -> BrowserState {
        var state = feedRows(size)
        _ = state.send(.moreFailed(LoadFailure(kind: .unavailable, cause: "timed out after 10 s")))
        _ = state.press(.character("G"))
        return state
    }

    static func feedSearch(_ size: TerminalSize) -> BrowserState {
        var state = feedRows(size)
        _ = state.press(.character("/"))
        _ = state.type("sao")
        return state
    }

    /// Offline: the saved feed, saved three hours ago, and why the remote feed failed.
    static func feedSaved(_ size: TerminalSize) -> BrowserState {
        var state = BrowserState(size: size)
        _ = state.start()
        let stale = LoadFailure(kind: .unavailable, cause: "connection refused (127.0.0.1:9)")
        let savedAt = referenceDate.addingTimeInterval(-3 * 3_600)
        _ = state.send(
            .feedLoaded(FeedPage(items: sampleImages, hasMore: false, savedAt: savedAt, staleBecause: stale)))
        return state
    }

    /// A search that matched one of 2,800 images so far, the next page loading.
    static func feedSearchWalk(_ size: TerminalSize) -> BrowserState {
        var state = makeLoadedState(items: sampleImages + makeImages(6...2_800), hasMore: true, size: size).state
        _ = state.press(.character("/"))
        _ = state.type("sao")
        return state
    }

    /// G in a list sorted by location: every page loads first, the cursor waiting on its image.
    static func feedSortedWalk(_ size: TerminalSize) -> BrowserState {
        var state = makeLoadedState(items: sampleImages + makeImages(6...40), hasMore: true, size: size).state
        _ = state.press(.character("s"), .character("G"))
        return state
    }

    static func commentsLoading(_ size: TerminalSize) -> BrowserState {
        var state = makeLoadedState(items: sampleImages, size: size).state
        _ = state.press(.enter)
        return state
    }

    static func commentsLoaded(_ size: TerminalSize) -> BrowserState {
        var state = commentsLoading(size)
        _ = state.send(.commentsLoaded(imageID: sampleImages[0].id, sampleComments))
        return state
    }

    /// Grouped by author, newest first: the newest comment's author leads, each group newest first.
    static func commentsGrouped(_ size: TerminalSize) -> BrowserState {
        var state = commentsLoading(size)
        let again = makeComment(
            4, message: "Back again at dawn.", username: "ana", createdAt: referenceDate.addingTimeInterval(-3_600))
        _ = state.send(.commentsLoaded(imageID: sampleImages[0].id, sampleComments + [again]))
        _ = state.press(.character("s"), .character("a"))
        return state
    }

    static func commentsWithDrafts(_ size: TerminalSize) -> BrowserState {
        var state = commentsLoaded(size)
        for text in ["Sending this one", "This one failed"] {
            _ = state.press(.character("c"))
            _ = state.type(text)
            _ = state.press(.enter)
        }
        _ = state.send(.commentPostFailed(draftID: 2, LoadFailure(kind: .unavailable, cause: "connection reset")))
        _ = state.press(.character("g"), .character("c"))
        _ = state.type("Half-written")
        return state
    }

    static func commentsFailed(_ size: TerminalSize) -> BrowserState {
        var state = commentsLoading(size)
        _ = state.send(
            .commentsFailed(imageID: sampleImages[0].id, LoadFailure(kind: .unauthorized, cause: "HTTP 401")))
        return state
    }

    static func help(_ size: TerminalSize) -> BrowserState {
        var state = feedRows(size)
        _ = state.press(.character("?"))
        return state
    }

    static func helpComments(_ size: TerminalSize) -> BrowserState {
        var state = commentsLoaded(size)
        _ = state.press(.character("?"))
        return state
    }

    static let all: [BrowserScenario] = [
        .init("feed-loading", feedLoading), .init("feed-failed", feedFailed), .init("feed-empty", feedEmpty),
        .init("feed-rows", feedRows), .init("feed-error-row", feedErrorRow), .init("feed-search", feedSearch),
        .init("comments-loading", commentsLoading), .init("comments-loaded", commentsLoaded),
        .init("comments-grouped", commentsGrouped),
        .init("comments-drafts", commentsWithDrafts), .init("comments-failed", commentsFailed), .init("help", help),
        .init("feed-saved", feedSaved), .init("feed-search-walk", feedSearchWalk),
        .init("feed-sorted-walk", feedSortedWalk),
        .init("help-comments", helpComments),
    ]

    /// The scenarios of `all` with these names, in the order of `all`.
    static func named(_ names: Set<String>) -> [BrowserScenario] {
        all.filter { names.contains($0.name) }
    }

    static let sampleImages = [
        makeImage(1, location: "São Paulo, Brasil", description: "Avenida Paulista at night, the towers still lit."),
        makeImage(2, location: "東京タワー", description: "夜の東京タワーと街の光"),
        FeedImage(
            id: uuid(3), description: "No location, only a description", location: nil,
            url: URL(string: "https://a.example/3")!),
        FeedImage(
            id: uuid(4), description: nil, location: "\u{1B}]0;pwned\u{07}Evil\u{1B}[2J title",
            url: URL(string: "https://a.example/4")!),
        makeImage(5, location: "Zürich", description: "Lake"),
    ]

    static let sampleComments = [
        makeComment(
            1, message: "What a view! The light on the towers is something else.", username: "ana",
            createdAt: referenceDate.addingTimeInterval(-86_400)),
        makeComment(
            2, message: "Beep\u{07} and \u{1B}[31mred\u{1B}[0m and \u{202E}reversed", username: "m\u{1B}[1mallory",
            createdAt: referenceDate.addingTimeInterval(-3_600 * 5)),
        makeComment(3, message: "素晴らしい写真ですね。", username: "yuki", createdAt: referenceDate.addingTimeInterval(-60 * 3)),
    ]
}
