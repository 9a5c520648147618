import EssentialFeed
import Foundation
import ImageComments
import TerminalUI
import TerminalViews

/// `show` as text: the feed block (location, description, id), the image URL and data, then the latest comments
/// under the localized comments title with the total count.
struct ImageDetailsText {
    let feedRenderer: FeedTextRenderer
    let commentsRenderer: CommentsTextRenderer
    let language: String

    func render(_ details: ImageDetails, commentsTitle: String, latest: [ImageCommentViewModel], emptyMessage: String)
        -> String
    {
        let image = details.image
        let theme = feedRenderer.theme
        var text = feedRenderer.rows([(image.id, FeedImagePresenter.map(image))]).dropLast().description
        text += theme.secondary.apply("🔗 ") + theme.body.apply(TerminalText.safe(image.url.absoluteString)) + "\n"
        text += theme.secondary.apply("🖼  ") + dataLine(details.imageData) + "\n\n"
        let count = (try? details.comments.get().count).map { " (\($0))" } ?? ""
        return text
            + commentsRenderer.render(
                title: commentsTitle + count, comments: latest, emptyMessage: commentsMissing(details) ?? emptyMessage)
    }

    /// Why the comments are missing, when they could not be loaded: never "No comments yet" then.
    private func commentsMissing(_ details: ImageDetails) -> String? {
        guard case let .failure(error) = details.comments else { return nil }
        let cause = ErrorPresentation.cause(of: error, language: language)
        return feedRenderer.theme.warning.apply(
            TerminalText.safe(CLIStrings.format(.notLoaded, language: language, ["cause": cause])))
    }

    /// e.g. `PNG image · 64×64 · 1234 bytes · cached`; the state localized.
    private func dataLine(_ result: Result<ImageDetails.ImageData, any Error>) -> String {
        switch result {
        case let .success(data):
            let state = CLIStrings.string(data.source == .cache ? .cached : .downloaded, language: language)
            return ImageSummary.describe(data.data, language: language) + " · " + state
        case let .failure(error):
            return feedRenderer.theme.warning.apply(
                TerminalText.safe(
                    CLIStrings.format(
                        .notLoaded, language: language,
                        ["cause": ErrorPresentation.cause(of: error, language: language)])))
        }
    }
}
