import EssentialFeed
import Foundation
import ImageComments
import TerminalUI
import TerminalViews

/// `show` as themed text: the picture when pictures are drawn, the feed block (location, description, id), the image
/// URL and data, then the latest comments under the localized comments title with the total count.
struct ImageDetailsTextOutput: CommandOutput {
    let style: CommandStyle
    /// The terminal's size, that a picture fits in.
    let terminalSize: @Sendable () -> TerminalSize
    /// Where pictures are drawn: the image above its details.
    let pictures: PictureRenderer?
    /// Whether the URL is written as an OSC 8 link: stdout is a terminal known to show links, never a pipe or a file.
    let hyperlinks: Bool

    private var language: String { style.language }
    private var theme: Theme { style.theme }

    func render(_ details: ImageDetails) -> String {
        let below = text(details)
        // Below the picture: a blank line, then the text.
        return picture(of: details, textBelow: 1 + below.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }) + below
    }

    private func text(_ details: ImageDetails) -> String {
        let image = details.image
        let comments = CommentsFormat(style: style)
        var text = FeedTextRenderer(theme: theme, width: style.width).rows([(image.id, FeedImagePresenter.map(image))])
            .dropLast().description
        let link = hyperlinks ? image.url.absoluteString : nil
        text += labelled("🔗 ", TerminalText.safe(image.url.absoluteString), theme.body, link: link)
        let data = dataLine(details.imageData)
        text += labelled("🖼  ", data.text, data.style) + "\n"
        let count = (try? details.comments.get().count).map { " (\($0))" } ?? ""
        let missing = details.comments.failure.map(notLoaded)
        return text
            + comments.renderer.render(
                title: comments.title + count, comments: comments.rows(details.latestComments),
                emptyMessage: missing ?? comments.emptyMessage, emptyStyle: missing == nil ? nil : theme.warning)
    }

    /// `label` then `text` wrapped to what is left of the width, its next lines under the first; each line a link to
    /// `link` when there is one (the terminal joins them: one target).
    private func labelled(_ label: String, _ text: String, _ style: Style, link: String? = nil) -> String {
        let indent = DisplayWidth.of(label)
        return TerminalText.wrap(text, width: max(1, self.style.width - indent)).enumerated().map { index, line in
            (index == 0 ? theme.secondary.apply(label) : String(repeating: " ", count: indent))
                + style.apply(link.map { TerminalLinks.hyperlink(line, url: $0) } ?? line) + "\n"
        }.joined()
    }

    /// Why a part is missing, when it could not be loaded: never "No comments yet" then.
    private func notLoaded(_ error: any Error) -> String {
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
            return (notLoaded(error), theme.warning)
        }
    }

    /// The picture on lines of its own, when pictures are drawn; a `✗` box saying so when the bytes do not decode.
    private func picture(of details: ImageDetails, textBelow: Int) -> String {
        guard let pictures, let data = try? details.imageData.get().data else { return "" }
        let box = PictureBox.large(terminalSize(), textBelow: textBelow)
        let text = PictureText(drawing: pictures.drawing)
        guard let picture = pictures.picture(of: data, columns: box.columns, rows: box.rows) else {
            return undecodable(text)
        }
        return text.alone(picture) + "\n"
    }

    private func undecodable(_ text: PictureText) -> String {
        let box = PictureText.placeholder(
            columns: FeedThumbnails.columns, rows: FeedThumbnails.rows, mark: "✗", style: theme.error)
        let message = TerminalText.wrap(
            CLIStrings.string(.undecodable, language: language), width: max(20, style.width))
        return text.alone(box) + message.map { theme.warning.apply($0) + "\n" }.joined() + "\n"
    }
}
