import EssentialFeed
import SharedPresentation
import TerminalUI

/// The feed screen's lines: title with the load state, rows of images, and the key hints or an error.
struct FeedScreenRenderer {
    let theme: Theme
    let language: String
    let spinner: String

    func header(_ feed: FeedScreenState) -> FrameLine {
        var line = FrameLine(" " + FeedPresenter.title(language: language), style: theme.title)
        if let search = feed.search {
            line.append("  /" + TerminalText.safe(search.text), theme.accent)
            if search.isEditing { line.append("▏", theme.accent) }
        }
        if feed.isLoading {
            line.appendRight(spinner + " " + SharedStrings.loading(language: language) + " ", theme.accent)
        }
        if feed.sort != .api { line.appendRight(sortLabel(feed.sort) + " ", theme.secondary) }
        return line
    }

    func body(_ feed: FeedScreenState, size: TerminalSize) -> [FrameLine] {
        if let placeholder = placeholder(feed) { return placeholder }
        let rows = feed.rows
        let rowRenderer = FeedRowRenderer(theme: theme, language: language, spinner: spinner)
        let end = feed.top + BrowserLayout.feedViewportRows(size)
        return (feed.top..<end).flatMap { position -> [FrameLine] in
            let selected = position == feed.selection
            if position < rows.count {
                let index = rows[position]
                return rowRenderer.lines(feed.items[index], image: feed.images[index], selected: selected)
            }
            return position == rows.count ? rowRenderer.moreLines(feed.more, selected: selected) : []
        }
    }

    func footer(_ feed: FeedScreenState) -> FrameLine {
        if let failure = feed.failure, !feed.items.isEmpty {
            var line = FrameLine(" ✗ " + FailureText.message(failure, language: language), style: theme.error)
            line.append(" — " + TerminalText.safe(failure.cause), theme.secondary)
            return line
        }
        let hints: [(String, BrowserStrings.Key)] = [
            ("↑↓", .move), ("⏎", .open), ("r", .reload), ("/", .search), ("?", .keys), ("q", .quit),
        ]
        return FrameLine(" " + HintText.join(hints, language: language), style: theme.secondary)
    }

    private func placeholder(_ feed: FeedScreenState) -> [FrameLine]? {
        if !feed.hasLoaded, feed.isLoading {
            return [FrameLine(" " + spinner + " " + SharedStrings.loading(language: language), style: theme.accent)]
        }
        if let failure = feed.failure, feed.items.isEmpty {
            return FailureText.lines(failure, theme: theme, language: language)
                + [FrameLine(" r: " + SharedStrings.retry(language: language), style: theme.accent)]
        }
        if feed.hasLoaded, feed.items.isEmpty, !feed.isLoading {
            return [FrameLine(" " + FeedPresenter.emptyMessage(language: language), style: theme.secondary)]
        }
        if feed.search != nil, feed.rows.isEmpty, feed.more == .idle {
            return [FrameLine(" " + BrowserStrings.string(.noMatches, language: language), style: theme.secondary)]
        }
        return nil
    }

    private func sortLabel(_ sort: FeedImageSort) -> String {
        BrowserStrings.string(.sort, language: language) + ": "
            + BrowserStrings.string(sort == .api ? .sortAPI : .sortLocation, language: language)
    }
}
