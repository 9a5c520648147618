import Foundation
import TerminalUI

/// The mouse: the wheel scrolls, a click selects a feed row, a click on the selected row (so the second of a double
/// click) opens its comments, a click on a footer hint is that hint's key. Releases and other buttons do nothing.
extension BrowserState {
    /// Lines the wheel scrolls the comments by, one notch.
    static let wheelLines = 3

    mutating func handle(_ event: MouseEvent) -> [BrowserEffect] {
        // A notice in the footer stands where the hints were: a click there is no hint's. Letting go of a button
        // is no action, and leaves the notice.
        let footerShowsHints = notice == nil
        if event.action != .release { notice = nil }
        if showsHelp {
            if case .press = event.action { showsHelp = false }
            return []
        }
        switch event.action {
        case .release, .press(button: 1...): return []
        case .wheelUp: return wheel(by: -1)
        case .wheelDown: return wheel(by: 1)
        case .press:
            if event.row == size.rows - BrowserLayout.footerLines {
                return footerShowsHints ? footerKey(at: event.column).map { handleUntranslated($0) } ?? [] : []
            }
            return screen == .feed ? clickFeed(row: event.row) : []
        }
    }

    private mutating func wheel(by notches: Int) -> [BrowserEffect] {
        switch screen {
        case .feed: return handleFeed(notches < 0 ? .up : .down, translating: false)
        case .comments:
            comments?.top += notches * Self.wheelLines
            return []
        }
    }

    /// The feed row drawn on screen line `row`: selected, or opened when it was selected already.
    private mutating func clickFeed(row: Int) -> [BrowserEffect] {
        let list = BrowserLayout.feedList(rowLines: feedRowLines)
        guard let position = list.row(atLine: row, top: feed.top, screenRows: size.rows),
            position < feed.selectableCount
        else { return [] }
        if position == feed.selection { return handleFeed(.enter, translating: false) }
        feed.selection = position
        feed.movesAhead = 0
        return []
    }

    /// The key of the footer hint at `column`, nil between hints.
    private func footerKey(at column: Int) -> Key? {
        let targets: [(columns: Range<Int>, key: Key)]
        switch (screen, comments) {
        case let (.comments, comments?):
            let renderer = CommentsScreenRenderer(
                theme: .none, language: language, currentDate: Date(timeIntervalSince1970: 0),
                calendar: Calendar(identifier: .gregorian), spinner: "", columns: size.columns, keymap: keymap)
            targets = renderer.hintTargets(comments, drafts: drafts[comments.image.id] ?? [])
        default:
            targets = FeedFooterRenderer(theme: .none, language: language, keymap: keymap).hintTargets(
                feed, columns: size.columns)
        }
        return targets.first { $0.columns.contains(column) }?.key
    }
}
