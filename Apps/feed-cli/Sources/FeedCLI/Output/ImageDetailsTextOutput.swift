import Foundation
import TerminalUI
import TerminalViews

/// `show`'s details as themed text (see `ImageDetailsText`), the picture above them when pictures are drawn.
struct ImageDetailsTextOutput: CommandOutput {
    let style: CommandStyle
    /// The terminal's size, that a picture fits in.
    let terminalSize: @Sendable () -> TerminalSize
    /// Where pictures are drawn: the image above its details.
    let pictures: PictureRenderer?
    /// Whether the URL is written as an OSC 8 link: stdout is a terminal known to show links.
    let hyperlinks: Bool

    func render(_ details: ImageDetails) -> String {
        let format = CommentsFormat(style: style)
        let feedRenderer = FeedTextRenderer(theme: style.theme, width: style.width)
        let text = ImageDetailsText(
            feedRenderer: feedRenderer, commentsRenderer: format.renderer, language: format.language,
            hyperlinks: hyperlinks)
        let below = text.render(
            details, commentsTitle: format.title, latest: format.rows(details.latestComments),
            emptyMessage: format.emptyMessage)
        // Below the picture: a blank line, then the text.
        return picture(of: details, textBelow: 1 + below.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }) + below
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
        let theme = style.theme
        let box = PictureText.placeholder(
            columns: FeedThumbnails.columns, rows: FeedThumbnails.rows, mark: "✗", style: theme.error)
        let width = max(20, style.width)
        let message = TerminalText.wrap(CLIStrings.string(.undecodable, language: style.language), width: width)
        return text.alone(box) + message.map { theme.warning.apply($0) + "\n" }.joined() + "\n"
    }
}
