import Foundation
import TerminalUI

/// The feed screen's last line: the key hints that fit and the position in the list, or the last load's failure
/// (but for the saved feed's, which the title says: offline, the hints stay).
struct FeedFooterRenderer {
    let theme: Theme
    let language: String
    var keymap = BrowserKeymap.standard

    /// The hints kept when the line is narrow, most wanted first: the rest go from the end.
    static let priority: [BrowserAction] = [.help, .quit, .retryImage, .open, .search, .sort, .reload, .moveDown]

    /// `notice`, what the last `o`, `y` or `Y` did, stands in for the hints until the next key.
    func line(_ feed: FeedScreenState, columns: Int, notice: BrowserNotice? = nil) -> FrameLine {
        if showsFailure(feed), let failure = feed.failure {
            var line = FrameLine(" ✗ " + failure.headline(language: language), style: theme.error)
            line.append(" — " + TerminalText.safe(failure.cause(language: language)), theme.secondary)
            return line
        }
        let footer = hintLine(feed)
        guard let notice else { return footer.line(width: columns) }
        var line = notice.line(theme: theme, language: language)
        if !footer.right.isEmpty { line.appendRight(footer.right + " ", theme.secondary) }
        return line
    }

    /// The hints shown and the columns each takes, for a click; none while the line is a failure.
    func hintTargets(_ feed: FeedScreenState, columns: Int) -> [(columns: Range<Int>, key: Key)] {
        guard !showsFailure(feed) else { return [] }
        return hintLine(feed).keyTargets(width: columns)
    }

    private func showsFailure(_ feed: FeedScreenState) -> Bool {
        feed.failure != nil && !feed.items.isEmpty && feed.savedAt == nil
    }

    /// The hints, the position in the list on the right.
    private func hintLine(_ feed: FeedScreenState) -> KeyHintLine<BrowserAction> {
        KeyHintLine(hints: hints(feed), priority: Self.priority, style: theme.secondary, right: position(feed))
    }

    private func hints(_ feed: FeedScreenState) -> [HintText.Hint] {
        let retry: [BrowserAction] = feed.selectedIndex.map { feed.images[$0] == .failed } == true ? [.retryImage] : []
        let actions = [.moveDown, .open] + retry + [.reload, .search, .sort, .help, .quit]
        return HintText.hints(actions, keymap: keymap, language: language)
    }

    /// "12 / 230", with a "+" while more pages may come; nothing without rows.
    private func position(_ feed: FeedScreenState) -> String {
        ListPosition.text(
            selection: feed.selection, count: feed.rows.count, more: feed.hasMore, locale: Locale(identifier: language))
    }
}
