import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// The `show` command: one image's details. Fails (exit 1) when the image cannot be found; a missing image
/// data or comment list is a warning, and the rest is still shown.
struct ShowRun {
    let context: CommandContext
    let imageID: UUID
    let json: Bool

    /// How many remote pages (of 100) are searched for the image before giving up.
    static let maximumPages = 100

    @MainActor func run() async throws {
        let view = TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner)
        let presentation = context.presentation(on: view, mapper: render)
        try await presentation.run(in: context) { session in
            let service = ImageDetailsService(
                client: session.client, baseURL: session.baseURL, cache: await context.openCache(for: session),
                maximumPages: Self.maximumPages)
            await presentation.load { try await service.details(of: imageID) }
        }
    }

    /// The details as text or JSON; a part that could not be loaded is a warning on stderr first.
    private func render(_ details: ImageDetails) -> String {
        warnAboutMissingParts(of: details)
        let latest = details.latestComments
        let rows = ImageCommentsPresenter.map(
            latest, currentDate: context.runtime.currentDate(), calendar: .current, language: context.language
        ).comments
        return json ? renderJSON(details, latest: latest, rows: rows) : renderText(details, rows: rows)
    }

    private func renderJSON(_ details: ImageDetails, latest: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        let comments = zip(latest, rows).map { CommentJSON($0, relativeDate: $1.date) }
        return JSONOutputEncoder.encode(ImageDetailsJSON(details: details, latestComments: comments)) + "\n"
    }

    private func renderText(_ details: ImageDetails, rows: [ImageCommentViewModel]) -> String {
        let theme = context.settings.theme
        let width = context.runtime.terminalSize().columns
        let text = ImageDetailsText(
            feedRenderer: FeedTextRenderer(theme: theme, width: width),
            commentsRenderer: CommentsTextRenderer(theme: theme, width: width), language: context.language)
        return text.render(
            details, commentsTitle: ImageCommentsPresenter.title(language: context.language), latest: rows,
            emptyMessage: ImageCommentsPresenter.emptyMessage(language: context.language))
    }

    private func warnAboutMissingParts(of details: ImageDetails) {
        if case let .failure(error) = details.imageData {
            context.warn(
                CLIStrings.format(
                    .imageDataFailed, language: context.language,
                    ["cause": FailureCause.describe(error, language: context.language)]))
        }
        if case let .failure(error) = details.comments {
            context.warn(
                CLIStrings.format(
                    .commentsFailed, language: context.language,
                    ["cause": FailureCause.describe(error, language: context.language)]))
        }
    }
}
