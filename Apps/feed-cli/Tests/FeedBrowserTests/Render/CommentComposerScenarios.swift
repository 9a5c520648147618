import Foundation
import SharedPresentation
import TerminalUI
import TerminalViews

@testable import FeedBrowser

/// Comments screens with the composer open over every state of the list, and a followed list whose reload failed.
enum CommentComposerScenarios {
    static func overNoComments(_ size: TerminalSize) -> BrowserState {
        var state = BrowserScenarios.commentsLoading(size)
        _ = state.send(.commentsLoaded(imageID: imageID, []))
        return composing("First!", in: state)
    }

    static func overLoading(_ size: TerminalSize) -> BrowserState {
        composing("Early", in: BrowserScenarios.commentsLoading(size))
    }

    static func overFailure(_ size: TerminalSize) -> BrowserState {
        composing("Still here", in: BrowserScenarios.commentsFailed(size))
    }

    /// A draft longer than the line, the cursor moved into its middle.
    static func cursorInALongDraft(_ size: TerminalSize) -> BrowserState {
        var state = composing(longDraft, in: BrowserScenarios.commentsLoaded(size))
        _ = state.press(.home)
        for _ in 0..<60 { _ = state.press(.right) }
        return state
    }

    /// Enter pressed on blanks: the footer says why nothing was sent.
    static func blankRefused(_ size: TerminalSize) -> BrowserState {
        var state = composing("   ", in: BrowserScenarios.commentsLoaded(size))
        _ = state.press(.enter)
        return state
    }

    /// Followed, and the reload failed: the comments stay, the failure leads the footer.
    static func followReloadFailed(_ size: TerminalSize) -> BrowserState {
        var state = BrowserScenarios.commentsLoaded(size)
        _ = state.press(.character("f"))
        _ = state.send(Array(repeating: .tick, count: BrowserLayout.followTicks))
        _ = state.send(.commentsFailed(imageID: imageID, LoadFailure(kind: .unavailable, cause: "connection refused")))
        return state
    }

    static let all: [BrowserScenario] = [
        .init("composer-over-no-comments", overNoComments), .init("composer-over-loading", overLoading),
        .init("composer-over-failure", overFailure), .init("composer-cursor-in-a-long-draft", cursorInALongDraft),
        .init("composer-blank-refused", blankRefused), .init("comments-follow-reload-failed", followReloadFailed),
    ]

    static let longDraft =
        "The light on the towers at dusk is the best part of the avenue; I walked from Consolação to Paraíso "
        + "just to see it change, and the photo still does not do it justice."

    private static var imageID: UUID { BrowserScenarios.sampleImages[0].id }

    private static func composing(_ text: String, in state: BrowserState) -> BrowserState {
        var state = state
        _ = state.press(.character("c"))
        _ = state.type(text)
        return state
    }
}
