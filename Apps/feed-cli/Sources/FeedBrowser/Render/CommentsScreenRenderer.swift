import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalUI

/// The comments screen's lines: title with the image, comments with relative dates in the chosen
/// order, this image's drafts, the composer and the key hints.
struct CommentsScreenRenderer {
    let theme: Theme
    let language: String
    let currentDate: Date
    let calendar: Calendar
    let spinner: String
    let columns: Int
    var keymap = BrowserKeymap.standard

    func header(_ state: CommentsScreenState) -> FrameLine {
        var line = FrameLine(" " + ImageCommentsPresenter.title(language: language), style: theme.title)
        if let subject = FeedImagePresenter.map(state.image).title {
            line.append(" · " + TerminalText.safe(subject), theme.secondary)
        }
        if state.isLoading {
            line.appendRight(spinner + " " + SharedStrings.loading(language: language) + " ", theme.accent)
        }
        if state.isFollowing { line.appendRight("● " + string(.following) + "  ", theme.accent) }
        if state.sort != .api { line.appendRight(string(.sort) + ": " + sortLabel(state.sort) + " ", theme.secondary) }
        if state.groupsByAuthor {
            line.appendRight((state.sort != .api ? "· " : "") + string(.groupByAuthor) + " ", theme.secondary)
        }
        return line
    }

    /// The comment list (or why there is none) in view, then the composer's line whatever the list shows.
    func body(_ state: CommentsScreenState, drafts: [CommentDraft], rows: Int) -> [FrameLine] {
        let size = TerminalSize(columns: columns, rows: rows)
        let viewport = BrowserLayout.commentsViewportLines(size, composerOpen: state.composer != nil)
        let visible = Array(listLines(state, drafts: drafts).prefix(viewport))
        guard let composer = state.composer else { return visible }
        let padding = Array(repeating: FrameLine(), count: max(0, viewport - visible.count))
        return visible + padding + [composerRenderer.line(composer)]
    }

    /// The footer's hints kept when the line is narrow, most wanted first: the rest go from the end.
    static let hintPriority: [BrowserAction] = [.help, .back, .comment, .reload, .follow, .sort, .group]

    /// The key hints, as many whole ones as fit; the composer's while it is open. A failure over loaded comments,
    /// and drafts to send again, lead them in one line.
    /// `notice`, what the last `o`, `y` or `Y` did, stands in for the hints until the next key.
    func footer(_ state: CommentsScreenState, drafts: [CommentDraft], notice: BrowserNotice? = nil) -> [FrameLine] {
        if let composer = state.composer { return [composerRenderer.footer(composer)] }
        if let notice { return [notice.line(theme: theme, language: language)] }
        return [hintLine(state, drafts: drafts).line(width: columns)]
    }

    /// The hints after what leads them.
    private func hintLine(_ state: CommentsScreenState, drafts: [CommentDraft]) -> KeyHintLine<BrowserAction> {
        let leads = leads(state, drafts: drafts).map { KeyHintLine<BrowserAction>.Lead($0, theme.error) }
        return KeyHintLine(hints: hints, priority: Self.hintPriority, style: theme.secondary, leads: leads)
    }

    private var hints: [HintText.Hint] {
        HintText.hints([.back, .reload, .comment, .follow, .sort, .group, .help], keymap: keymap, language: language)
    }

    /// The footer's hints and the columns each takes, for a click; none while the composer is open.
    func hintTargets(_ state: CommentsScreenState, drafts: [CommentDraft]) -> [(columns: Range<Int>, key: Key)] {
        guard state.composer == nil else { return [] }
        return hintLine(state, drafts: drafts).keyTargets(width: columns)
    }

    /// What leads the footer: a failure over loaded comments, then drafts that wait to be sent again.
    private func leads(_ state: CommentsScreenState, drafts: [CommentDraft]) -> [String] {
        var leads: [String] = []
        if state.unseenNew > 0 {
            leads.append(" " + BrowserStrings.plural(.newBelow, count: state.unseenNew, language: language) + " ·")
        }
        if let failure = state.failure, state.hasLoaded {
            let retrying = state.isFollowing ? " — " + string(.retrying) : ""
            leads.append(" ✗ " + failure.headline(language: language) + retrying + " ·")
        }
        if drafts.contains(where: { $0.status != .sending }) {
            leads.append(" ⏎ " + SharedStrings.retry(language: language) + " ·")
        }
        return leads
    }

    /// From `top`: the comments and drafts; else the first load's failure, its progress, or that there are none.
    private func listLines(_ state: CommentsScreenState, drafts: [CommentDraft]) -> [FrameLine] {
        if let failure = state.failure, !state.hasLoaded {
            return FailureText.placeholder(failure, theme: theme, language: language)
        }
        if state.isLoading, !state.hasLoaded {
            return [FrameLine(" " + spinner + " " + SharedStrings.loading(language: language), style: theme.accent)]
        }
        let content = commentLines(state) + drafts.flatMap(draftLines)
        if content.isEmpty {
            return [FrameLine(" " + ImageCommentsPresenter.emptyMessage(language: language), style: theme.secondary)]
        }
        return Array(content.dropFirst(state.top))
    }

    private var composerRenderer: CommentComposerRenderer {
        CommentComposerRenderer(theme: theme, language: language, columns: columns)
    }

    /// Every comment under its author line; when grouping, each author's `name (count)` header over
    /// their comments, which then show only their dates.
    private func commentLines(_ state: CommentsScreenState) -> [FrameLine] {
        state.groups.flatMap { group in
            let comments = models(group.comments).flatMap { comment in
                commentLines(comment, showsAuthor: !state.groupsByAuthor)
            }
            guard state.groupsByAuthor else { return comments }
            var header = FrameLine(" " + TerminalText.safe(group.username), style: theme.title)
            header.append(" (\(ImageCommentsPresenter.commentCount(group.count, language: language)))", theme.secondary)
            return [header] + comments
        }
    }

    private func models(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        ImageCommentsPresenter.map(comments, currentDate: currentDate, calendar: calendar, language: language).comments
    }

    private func commentLines(_ comment: ImageCommentViewModel, showsAuthor: Bool) -> [FrameLine] {
        var author = FrameLine()
        if showsAuthor { author.append(" " + TerminalText.safe(comment.username), theme.heading) }
        author.append(showsAuthor ? " · " + comment.date : "  " + comment.date, theme.secondary)
        return [author] + messageLines(comment.message) + [FrameLine()]
    }

    private func draftLines(_ draft: CommentDraft) -> [FrameLine] {
        var author = FrameLine(" " + string(.you), style: theme.heading)
        switch draft.status {
        case .sending: author.append(" · " + spinner + " " + string(.sending), theme.accent)
        case let .failed(failure):
            author.append(" · ✗ " + failure.headline(language: language), theme.error)
            author.append(" — ⏎ " + SharedStrings.retry(language: language), theme.accent)
        }
        return [author] + messageLines(draft.message) + [FrameLine()]
    }

    private func messageLines(_ message: String) -> [FrameLine] {
        BrowserLayout.messageLines(message, columns: columns).map { FrameLine("  " + $0, style: theme.body) }
    }

    private func string(_ key: BrowserStrings.Key) -> String {
        BrowserStrings.string(key, language: language)
    }

    private func sortLabel(_ sort: ImageCommentsSort) -> String {
        switch sort {
        case .api: string(.sortAPI)
        case .newest: string(.sortNewest)
        case .oldest: string(.sortOldest)
        case .author: string(.sortAuthor)
        }
    }
}
