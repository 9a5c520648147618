import EssentialFeed
import Foundation
import ImageComments
import TerminalViews

/// How `show` writes an image's details: text or JSON on stdout, after a warning on stderr for each part that
/// could not be loaded.
struct ImageDetailsOutput {
    let context: CommandContext
    let json: Bool

    /// The details as text or JSON; a part that could not be loaded is a warning on stderr first.
    func render(_ details: ImageDetails) -> String {
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
