import ArgumentParser
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
        try await context.withSession { session in
            let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: session.baseURL)
            let loader = RemoteResourceLoader(client: session.client, request: request, mapper: CheckedMapper.comments)
            guard let first = await loadFirst(loader) else { throw ExitCode.failure }
            var shown = NewComments()
            writeFirst(shown.unseen(in: sort.sorted(first)))
            await followUntilStopped(loader, shown: shown)
        }
    }

    @MainActor private func loadFirst(_ loader: RemoteResourceLoader<[ImageComment]>) async -> [ImageComment]? {
        context.spinner.start(message: SharedStrings.loading(language: context.language))
        defer { context.spinner.stop() }
        do {
            return try await loader.load()
        } catch {
            context.errorView.display(ErrorPresentation.viewModel(for: error, language: context.language))
            return nil
        }
    }

    private func followUntilStopped(_ loader: RemoteResourceLoader<[ImageComment]>, shown: NewComments) async {
        let polling = Task { await poll(loader, shown: shown) }
        let signals = SignalWatcher(stopping: [SIGINT, SIGTERM]) { polling.cancel() }
        await withTaskCancellationHandler {
            await polling.value
        } onCancel: {
            polling.cancel()
        }
        signals.stop()
    }

    private func poll(_ loader: RemoteResourceLoader<[ImageComment]>, shown: NewComments) async {
        var shown = shown
        while (try? await Task.sleep(for: interval)) != nil {
            do {
                let comments = try await loader.load()
                writeNew(shown.unseen(in: sort.sorted(comments)))
            } catch {
                if Task.isCancelled { return }
                let viewModel = ErrorPresentation.viewModel(for: error, language: context.language)
                context.warn([viewModel.message, viewModel.cause].compactMap { $0 }.joined(separator: ": "))
            }
        }
    }

    private func writeFirst(_ comments: [ImageComment]) {
        let language = context.language
        guard !json else { return writeNew(comments) }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        context.runtime.standardOutput.write(
            renderer.render(
                title: ImageCommentsPresenter.title(language: language), comments: rows(comments),
                emptyMessage: ImageCommentsPresenter.emptyMessage(language: language)))
    }

    /// Text blocks, or one JSON object per line (JSON Lines) with `--json`.
    private func writeNew(_ comments: [ImageComment]) {
        guard !comments.isEmpty else { return }
        let output = context.runtime.standardOutput
        if json {
            let lines = zip(comments, rows(comments)).map {
                JSONOutputEncoder.encode(CommentJSON($0, relativeDate: $1.date))
            }
            return output.write(lines.map { $0 + "\n" }.joined())
        }
        let renderer = CommentsTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        output.write(rows(comments).map { "\n" + renderer.block($0) }.joined())
    }

    /// Comments stamped a moment after this clock's now read as just made, not "in 0 seconds".
    private func rows(_ comments: [ImageComment]) -> [ImageCommentViewModel] {
        let now = ([context.runtime.currentDate()] + comments.map(\.createdAt)).max() ?? context.runtime.currentDate()
        return ImageCommentsPresenter.map(comments, currentDate: now, calendar: .current, language: context.language)
            .comments
    }
}
