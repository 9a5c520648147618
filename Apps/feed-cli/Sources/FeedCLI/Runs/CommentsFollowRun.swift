import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// `comments --follow`: the current comments, then every new one (by id) as polling finds it, until
/// SIGINT, SIGTERM or cancellation, which end it with exit 0. A failed poll is one warning, then polling goes on.
struct CommentsFollowRun {
    let context: CommandContext
    let imageID: UUID
    let json: Bool
    let sort: ImageCommentsSort
    let interval: Duration

    @MainActor func run() async throws {
        var shown = NewComments()
        let output = context.runtime.standardOutput
        let first = context.presentation(on: TextResourceView(output: output, spinner: context.spinner)) {
            renderFirst(shown.unseen(in: sort.sorted($0)))
        }
        // A tick shows no spinner, and its failure is one warning: the polling goes on.
        let tick = LoadResourcePresentationAdapter(
            resourceView: TextResourceView(output: output), loadingView: SilentLoadingView(),
            errorView: WarningErrorView(context: context), language: context.language,
            mapper: { renderNew(shown.unseen(in: sort.sorted($0))) },
            errorMessage: { [language = context.language] in ErrorPresentation.viewModel(for: $0, language: language) })
        try await first.run(in: context) { session in
            let api = session.commentsAPI
            guard await first.load({ try await api.comments(of: imageID) }) != nil else { return }
            await followUntilStopped { await tick.load { try await api.comments(of: imageID) } }
        }
    }

    private func followUntilStopped(_ poll: @escaping @MainActor () async -> Void) async {
        let polling = Task { @MainActor in
            while (try? await Task.sleep(for: interval)) != nil { await poll() }
        }
        let signals = SignalWatcher(stopping: [SIGINT, SIGTERM]) { polling.cancel() }
        await withTaskCancellationHandler {
            await polling.value
        } onCancel: {
            polling.cancel()
        }
        signals.stop()
    }

    private func renderFirst(_ comments: [ImageComment]) -> String {
        let language = context.language
        guard !json else { return renderNew(comments) }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        return renderer.render(
            title: ImageCommentsPresenter.title(language: language), comments: rows(comments),
            emptyMessage: ImageCommentsPresenter.emptyMessage(language: language))
    }

    /// Text blocks, or one JSON object per line (JSON Lines) with `--json`.
    private func renderNew(_ comments: [ImageComment]) -> String {
        if json {
            let lines = zip(comments, rows(comments)).map {
                JSONOutputEncoder.encode(CommentJSON($0, relativeDate: $1.date))
            }
            return lines.map { $0 + "\n" }.joined()
        }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        return rows(comments).map { "\n" + renderer.block($0) }.joined()
    }

    /// Comments stamped a moment after this clock's now read as just made, not "in 0 seconds".
    private func rows(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        let now = ([context.runtime.currentDate()] + comments.map(\.createdAt)).max() ?? context.runtime.currentDate()
        return ImageCommentsPresenter.map(comments, currentDate: now, calendar: .current, language: context.language)
            .comments
    }
}
