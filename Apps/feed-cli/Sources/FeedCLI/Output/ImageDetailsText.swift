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
    /// Whether the URL is an OSC 8 link: on a terminal that shows them, never into a pipe or a file.
    var hyperlinks = false

    func render(_ details: ImageDetails, commentsTitle: String, latest: [ImageCommentViewModel], emptyMessage: String)
        -> String
    {
        let image = details.image
        let theme = feedRenderer.theme
        var text = feedRenderer.rows([(image.id, FeedImagePresenter.map(image))]).dropLast().description
        let link = hyperlinks ? image.url.absoluteString : nil
        text += labelled("🔗 ", TerminalText.safe(image.url.absoluteString), theme.body, link: link)
        let data = dataLine(details.imageData)
        text += labelled("🖼  ", data.text, data.style) + "\n"
        let count = (try? details.comments.get().count).map { " (\($0))" } ?? ""
        let missing = commentsMissing(details)
        return text
            + commentsRenderer.render(
                title: commentsTitle + count, comments: latest, emptyMessage: missing ?? emptyMessage,
                emptyStyle: missing == nil ? nil : theme.warning)
    }

    /// `label` then `text` wrapped to what is left of the width, its next lines under the first; each line a link to
    /// `link` when there is one (the terminal joins them: one target).
    private func labelled(_ label: String, _ text: String, _ style: Style, link: String? = nil) -> String {
        let indent = DisplayWidth.of(label)
        let theme = feedRenderer.theme
        return TerminalText.wrap(text, width: max(1, feedRenderer.width - indent)).enumerated().map { index, line in
            (index == 0 ? theme.secondary.apply(label) : String(repeating: " ", count: indent))
                + style.apply(link.map { TerminalLinks.hyperlink(line, url: $0) } ?? line) + "\n"
        }.joined()
    }

    /// Why the comments are missing, when they could not be loaded: never "No comments yet" then.
    private func commentsMissing(_ details: ImageDetails) -> String? {
        guard case let .failure(error) = details.comments else { return nil }
        let cause = ErrorPresentation.cause(of: error, language: language)
        return TerminalText.safe(CLIStrings.format(.notLoaded, language: language, ["cause": cause]))
    }

    /// e.g. `PNG image · 64×64 · 1234 bytes · cached`; the state localized.
    private func dataLine(_ result: Result<ImageDetails.ImageData, any Error>) -> (text: String, style: Style) {
        switch result {
        case let .success(data):
            let state = CLIStrings.string(data.source == .cache ? .cached : .downloaded, language: language)
            return (ImageSummary.describe(data.data, language: language) + " · " + state, .plain)
        case let .failure(error):
            let cause = ErrorPresentation.cause(of: error, language: language)
            return (
                TerminalText.safe(CLIStrings.format(.notLoaded, language: language, ["cause": cause])),
                feedRenderer.theme.warning
            )
        }
    }
}
