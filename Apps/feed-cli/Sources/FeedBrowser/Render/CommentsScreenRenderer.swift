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

    func header(_ state: CommentsScreenState) -> FrameLine {
        var line = FrameLine(" " + ImageCommentsPresenter.title(language: language), style: theme.title)
        let model = FeedImagePresenter.map(state.image)
        let subject = model.hasLocation ? model.location : model.hasDescription ? model.description : nil
        if let subject { line.append(" · " + TerminalText.safe(subject), theme.secondary) }
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

    func body(_ state: CommentsScreenState, drafts: [CommentDraft], rows: Int) -> [FrameLine] {
        if let failure = state.failure {
            return FailureText.lines(failure, theme: theme, language: language)
                + [FrameLine(" r: " + SharedStrings.retry(language: language), style: theme.accent)]
        }
        if state.isLoading, state.comments.isEmpty {
            return [FrameLine(" " + spinner + " " + SharedStrings.loading(language: language), style: theme.accent)]
        }
        let content = commentLines(state) + drafts.flatMap(draftLines)
        if content.isEmpty {
            return [FrameLine(" " + ImageCommentsPresenter.emptyMessage(language: language), style: theme.secondary)]
        }
        let size = TerminalSize(columns: columns, rows: rows)
        let viewport = BrowserLayout.commentsViewportLines(size, composerOpen: state.composer != nil)
        let visible = Array(content.dropFirst(state.top).prefix(viewport))
        guard let composer = state.composer else { return visible }
        return visible + Array(repeating: FrameLine(), count: max(0, viewport - visible.count)) + [
            composerLine(composer)
        ]
    }

    /// The footer's hints kept when the line is narrow, most wanted first: the rest go from the end.
    static let hintPriority: [BrowserStrings.Key] = [.keys, .back, .comment, .reload, .follow, .sort, .group]

    func footer(_ state: CommentsScreenState, drafts: [CommentDraft]) -> [FrameLine] {
        if state.composer != nil {
            return [
                FrameLine(
                    " " + HintText.join([("⏎", .send), ("Esc", .cancel)], language: language), style: theme.secondary)
            ]
        }
        var hints: [(key: String, meaning: BrowserStrings.Key)] = [("Esc", .back), ("r", .reload)]
        hints += [("c", .comment), ("f", .follow), ("s", .sort), ("a", .group), ("?", .keys)]
        var line = FrameLine()
        var used = 0
        if drafts.contains(where: { $0.status != .sending }) {
            let retry = " ⏎ " + SharedStrings.retry(language: language) + " ·"
            line.append(retry, theme.error)
            used = DisplayWidth.of(retry)
        }
        let fitted = HintText.fit(hints, width: columns - 2 - used, priority: Self.hintPriority, language: language)
        line.append(" " + fitted, theme.secondary)
        return [line]
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
        ImageCommentsPresenter.map(
            comments.map(notAfterNow), currentDate: currentDate, calendar: calendar, language: language
        ).comments
    }

    private func commentLines(_ comment: ImageCommentViewModel, showsAuthor: Bool) -> [FrameLine] {
        var author = FrameLine()
        if showsAuthor { author.append(" " + TerminalText.safe(comment.username), theme.heading) }
        author.append(showsAuthor ? " · " + comment.date : "  " + comment.date, theme.secondary)
        return [author] + messageLines(comment.message) + [FrameLine()]
    }

    /// A comment dated less than a second ago, now or later (the server's clock runs ahead or stores whole
    /// seconds) reads as "1 second ago", not "in 2 seconds" (Foundation formats an interval that rounds to
    /// zero as "in 0 seconds").
    private func notAfterNow(_ comment: ImageComment) -> ImageComment {
        let justBefore = currentDate.addingTimeInterval(-1)
        guard comment.createdAt > justBefore else { return comment }
        return ImageComment(id: comment.id, message: comment.message, createdAt: justBefore, username: comment.username)
    }

    private func draftLines(_ draft: CommentDraft) -> [FrameLine] {
        var author = FrameLine(" " + string(.you), style: theme.heading)
        switch draft.status {
        case .sending: author.append(" · " + spinner + " " + string(.sending), theme.accent)
        case let .failed(failure):
            author.append(" · ✗ " + FailureText.message(failure, language: language), theme.error)
            author.append(" — ⏎ " + SharedStrings.retry(language: language), theme.accent)
        }
        return [author] + messageLines(draft.message) + [FrameLine()]
    }

    private func messageLines(_ message: String) -> [FrameLine] {
        BrowserLayout.messageLines(message, columns: columns).map { FrameLine("  " + $0, style: theme.body) }
    }

    /// `› text▏` showing the end of the text when it is wider than the line, with a counter past the limit.
    private func composerLine(_ text: String) -> FrameLine {
        let safe = TerminalText.safe(text)
        let count = text.count
        let counter = count > BrowserLayout.maximumCommentLength ? "\(count)/\(BrowserLayout.maximumCommentLength)" : ""
        let room = max(1, columns - 4 - (counter.isEmpty ? 0 : counter.count + 2))
        var line = FrameLine(" › ", style: theme.accent)
        line.append(Self.tail(safe, width: room) + "▏", theme.body)
        line.appendRight(counter.isEmpty ? "" : counter + " ", theme.error)
        return line
    }

    static func tail(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) >= width else { return text }
        var result = ""
        var used = 1
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(character)
            guard used + characterWidth < width else { break }
            result.insert(character, at: result.startIndex)
            used += characterWidth
        }
        return "…" + result
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
