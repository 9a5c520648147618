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
        let format = CommentsFormat(context: context, json: json)
        let latest = details.latestComments
        let rows = format.rows(latest)
        if json {
            let json = ImageDetailsJSON(details: details, latestComments: format.json(latest, rows: rows))
            return JSONOutputEncoder.encode(json) + "\n"
        }
        let width = context.runtime.terminalSize().columns
        let feedRenderer = FeedTextRenderer(theme: context.settings.theme, width: width)
        return ImageDetailsText(
            feedRenderer: feedRenderer, commentsRenderer: format.renderer, language: format.language
        )
        .render(details, commentsTitle: format.title, latest: rows, emptyMessage: format.emptyMessage)
    }

    private func warnAboutMissingParts(of details: ImageDetails) {
        let parts: [(CLIStrings.Key, (any Error)?)] = [
            (.imageDataFailed, Self.failure(of: details.imageData)),
            (.commentsFailed, Self.failure(of: details.comments)),
        ]
        for case let (key, error?) in parts {
            let cause = FailureCause.describe(error, language: context.language)
            context.warn(CLIStrings.format(key, language: context.language, ["cause": cause]))
        }
    }

    private static func failure<Value>(of result: Result<Value, any Error>) -> (any Error)? {
        if case let .failure(error) = result { return error }
        return nil
    }
}
