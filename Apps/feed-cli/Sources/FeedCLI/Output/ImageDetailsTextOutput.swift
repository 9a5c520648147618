import Foundation
import TerminalViews

/// `show`'s details as themed text (see `ImageDetailsText`), the picture above them when pictures are drawn.
struct ImageDetailsTextOutput: ImageDetailsOutput {
    let context: CommandContext
    /// Where pictures are drawn: the image above its details.
    let pictures: PictureRenderer?

    func body(_ details: ImageDetails, format: CommentsFormat) -> String {
        let feedRenderer = FeedTextRenderer(
            theme: context.settings.theme, width: context.runtime.terminalSize().columns)
        let text = ImageDetailsText(
            feedRenderer: feedRenderer, commentsRenderer: format.renderer, language: format.language)
        return picture(of: details)
            + text.render(
                details, commentsTitle: format.title, latest: format.rows(details.latestComments),
                emptyMessage: format.emptyMessage)
    }

    /// The picture on lines of its own, when pictures are drawn and the bytes decode.
    private func picture(of details: ImageDetails) -> String {
        guard let pictures, let data = try? details.imageData.get().data else { return "" }
        let box = PictureBox.large(context.runtime.terminalSize())
        guard let picture = pictures.picture(of: data, columns: box.columns, rows: box.rows) else { return "" }
        return PictureText(drawing: pictures.drawing).alone(picture) + "\n"
    }
}
