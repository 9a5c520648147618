import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// How `show` writes an image's details: text or JSON on stdout, after a warning on stderr for each part that
/// could not be loaded.
struct ImageDetailsOutput {
    let context: CommandContext
    let json: Bool
    /// Where pictures are drawn: the image above its details.
    var pictures: PictureRenderer? = nil

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
        return picture(of: details)
            + ImageDetailsText(
                feedRenderer: feedRenderer, commentsRenderer: format.renderer, language: format.language
            )
            .render(details, commentsTitle: format.title, latest: rows, emptyMessage: format.emptyMessage)
    }

    /// The picture on lines of its own, when pictures are drawn and the bytes decode.
    private func picture(of details: ImageDetails) -> String {
        guard let pictures, let data = try? details.imageData.get().data else { return "" }
        let box = PictureBox.large(context.runtime.terminalSize())
        guard let picture = pictures.picture(of: data, columns: box.columns, rows: box.rows) else { return "" }
        return PictureText(drawing: pictures.drawing).alone(picture) + "\n"
    }

    private func warnAboutMissingParts(of details: ImageDetails) {
        let parts: [(CLIStrings.Key, (any Error)?)] = [
            (.imageDataFailed, Self.failure(of: details.imageData)),
            (.commentsFailed, Self.failure(of: details.comments)),
        ]
        for case let (key, error?) in parts {
            let cause = ErrorPresentation.cause(of: error, language: context.language)
            context.warn(CLIStrings.format(key, language: context.language, ["cause": cause]))
        }
    }

    private static func failure<Value>(of result: Result<Value, any Error>) -> (any Error)? {
        if case let .failure(error) = result { return error }
        return nil
    }
}
