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

    /// The rows in view: two lines each, or taller with a thumbnail when `pictures`.
    func body(_ feed: FeedScreenState, size: TerminalSize, pictures: Bool) -> [ComposedLine] {
        if let placeholder = placeholder(feed) { return placeholder.map { ComposedLine($0) } }
        let rows = feed.rows
        let rowRenderer = FeedRowRenderer(theme: theme, language: language, spinner: spinner)
        let pictureRenderer = PictureRowRenderer(theme: theme, language: language, spinner: spinner)
        let end = feed.top + BrowserLayout.feedViewportRows(size, rowLines: rowLines(pictures))
        return (feed.top..<end).flatMap { position -> [ComposedLine] in
            let selected = position == feed.selection
            guard position < rows.count else {
                let more = position == rows.count ? rowRenderer.moreLines(feed.more, selected: selected) : []
                return more.map { ComposedLine($0) }
            }
            let index = rows[position]
            guard pictures else {
                return rowRenderer.lines(feed.items[index], image: feed.images[index], selected: selected)
                    .map { ComposedLine($0) }
            }
            return pictureRenderer.lines(
                feed.items[index], image: feed.images[index], thumbnail: feed.thumbnails[index], selected: selected)
        }
    }

    /// The placed thumbnails of the rows in view whose box lies inside the body, which starts at screen row
    /// `firstRow` and is `height` lines tall.
    func thumbnailPlacements(_ feed: FeedScreenState, size: TerminalSize, firstRow: Int, height: Int)
        -> [ImagePlacement]
    {
        guard placeholder(feed) == nil else { return [] }
        let rows = feed.rows
        let lines = rowLines(true)
        let end = min(rows.count, feed.top + BrowserLayout.feedViewportRows(size, rowLines: lines))
        return (feed.top..<max(feed.top, end)).compactMap { position in
            guard case let .placed(content, columns, pictureRows)? = feed.thumbnails[rows[position]]?.picture
            else { return nil }
            let offset = ThumbnailRenderer.offset(of: .placed(content, columns: columns, rows: pictureRows))
            let top = (position - feed.top) * lines + offset.row
            guard top + pictureRows <= height else { return nil }
            return ImagePlacement(
                content: content, column: BrowserLayout.thumbnailColumn + offset.column, row: firstRow + top,
                columns: columns, rows: pictureRows)
        }
    }

    private func rowLines(_ pictures: Bool) -> Int {
        pictures ? BrowserLayout.pictureRowLines : BrowserLayout.feedRowLines
    }

    func footer(_ feed: FeedScreenState) -> FrameLine {
        if let failure = feed.failure, !feed.items.isEmpty {
            var line = FrameLine(" ✗ " + FailureText.message(failure, language: language), style: theme.error)
            line.append(" — " + TerminalText.safe(failure.cause(language: language)), theme.secondary)
            return line
        }
        let retry: [(String, BrowserStrings.Key)] =
            feed.selectedIndex.map { feed.images[$0] == .failed } == true ? [("i", .retryImage)] : []
        let hints: [(String, BrowserStrings.Key)] =
            [("↑↓", .move), ("⏎", .open)] + retry + [("r", .reload), ("/", .search), ("?", .keys), ("q", .quit)]
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
            return [FrameLine(" " + FeedPresenter.noMatchesMessage(language: language), style: theme.secondary)]
        }
        return nil
    }

    private func sortLabel(_ sort: FeedImageSort) -> String {
        BrowserStrings.string(.sort, language: language) + ": "
            + BrowserStrings.string(sort == .api ? .sortAPI : .sortLocation, language: language)
    }
}
