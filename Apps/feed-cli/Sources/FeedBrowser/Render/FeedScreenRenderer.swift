import EssentialFeed
import Foundation
import SharedPresentation
import TerminalUI
import TerminalViews

/// The feed screen's lines: title with the load state, rows of images, and the key hints or an error.
struct FeedScreenRenderer {
    let theme: Theme
    let language: String
    let spinner: String

    /// The title, the saved feed's notice, age and why, the search; on the right the load, a walk's progress, the
    /// order.
    func header(_ feed: FeedScreenState, currentDate: Date) -> FrameLine {
        var line = FrameLine(" " + FeedPresenter.title(language: language), style: theme.title)
        if let savedAt = feed.savedAt {
            let age = FeedPresenter.savedAge(savedAt, currentDate: currentDate, language: language)
            line.append(" · " + FeedPresenter.cachedNotice(language: language) + " (" + age + ")", theme.accent)
        }
        if let search = feed.search {
            line.append(
                "  /" + (search.isEditing ? search.line.marked() : TerminalText.safe(search.text)), theme.accent)
        }
        if feed.savedAt != nil, let failure = feed.failure {
            line.append(" — " + failure.headline(language: language), theme.secondary)
        }
        if let progress = loadState(feed) { line.appendRight(spinner + " " + progress + " ", theme.accent) }
        if feed.sort != .api { line.appendRight(sortLabel(feed.sort) + " ", theme.secondary) }
        return line
    }

    /// "Loading…", or while pages load for a search or for `G`, how many images were searched or loaded.
    private func loadState(_ feed: FeedScreenState) -> String? {
        if feed.isLoading { return SharedStrings.loading(language: language) }
        guard feed.more == .loading else { return nil }
        let searching = !(feed.search?.text.isEmpty ?? true)
        guard searching || feed.isWalkingToEnd else { return nil }
        let count = feed.items.count.formatted(.number.locale(Locale(identifier: language)))
        return BrowserStrings.format(searching ? .searchProgress : .walkProgress, language: language, ["count": count])
    }

    /// The rows in view: two lines each, or taller with a thumbnail when `pictures`; then the top of the next row in
    /// the lines too few for a whole one, which would otherwise stay blank.
    func body(_ feed: FeedScreenState, size: TerminalSize, pictures: Bool) -> [ComposedLine] {
        if let placeholder = placeholder(feed) { return placeholder.map { ComposedLine($0) } }
        let rows = feed.rows
        let rowRenderer = FeedRowRenderer(theme: theme, language: language, spinner: spinner)
        let pictureRenderer = PictureRowRenderer(theme: theme, language: language, spinner: spinner)
        let end = feed.top + BrowserLayout.feedViewportRows(size, rowLines: rowLines(pictures)) + 1
        return (feed.top..<end).flatMap { position -> [ComposedLine] in
            let selected = position == feed.selection
            guard position < rows.count else {
                let more = position == rows.count ? rowRenderer.moreLines(feed.more, selected: selected) : []
                return more.map { ComposedLine($0) }
            }
            let index = rows[position]
            let new = feed.newImages.contains(feed.items[index].id)
            guard pictures else {
                return rowRenderer.lines(feed.items[index], image: feed.images[index], selected: selected, new: new)
                    .map { ComposedLine($0) }
            }
            return pictureRenderer.lines(
                feed.items[index], image: feed.images[index], thumbnail: feed.thumbnails[index], selected: selected,
                new: new)
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
            guard let picture = feed.thumbnails[rows[position]]?.picture,
                let placement = ThumbnailRenderer.box.placement(
                    picture, column: BrowserLayout.thumbnailColumn, row: firstRow + (position - feed.top) * lines),
                placement.row + placement.rows <= firstRow + height
            else { return nil }
            return placement
        }
    }

    private func rowLines(_ pictures: Bool) -> Int {
        pictures ? BrowserLayout.pictureRowLines : BrowserLayout.feedRowLines
    }

    private func placeholder(_ feed: FeedScreenState) -> [FrameLine]? {
        if !feed.hasLoaded, feed.isLoading {
            return [FrameLine(" " + spinner + " " + SharedStrings.loading(language: language), style: theme.accent)]
        }
        if let failure = feed.failure, feed.items.isEmpty {
            return FailureText.placeholder(failure, theme: theme, language: language)
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
