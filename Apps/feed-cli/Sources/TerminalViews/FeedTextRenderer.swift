import EssentialFeed
import Foundation
import TerminalUI

/// Renders the feed as text: a title, an optional notice, then one block per image, wrapped to `width`.
///
/// Every network string goes through `TerminalText.safe` here.
package struct FeedTextRenderer: Sendable {
    package let theme: Theme
    package let width: Int

    package init(theme: Theme, width: Int) {
        self.theme = theme
        self.width = max(20, width)
    }

    /// The title line, the notice line when given, and a blank line.
    package func header(title: String, notice: String? = nil) -> String {
        var text = line(title, theme.title)
        if let notice { text += line(notice, theme.warning) }
        return text + "\n"
    }

    /// One block per image (location, description, id), each followed by a blank line.
    package func rows(_ images: [(id: UUID, viewModel: FeedImageViewModel)]) -> String {
        images.map { block(id: $0.id, $0.viewModel) }.joined()
    }

    /// One block per image with its picture on the left, in a column as wide as `placeholder`, and the text beside
    /// it, wrapped to what is left of the width; an image without a picture gets the placeholder.
    package func rows(
        _ images: [(id: UUID, viewModel: FeedImageViewModel, picture: TerminalPicture?)], pictures: PictureText,
        placeholder: TerminalPicture
    ) -> String {
        images.map { image in
            let lines = blockLines(id: image.id, image.viewModel, width: width - placeholder.columns - 1)
            return pictures.beside(image.picture ?? placeholder, lines: lines, width: placeholder.columns) + "\n"
        }.joined()
    }

    /// The empty-feed message.
    package func empty(_ message: String) -> String {
        line(message, theme.secondary)
    }

    private func block(id: UUID, _ image: FeedImageViewModel) -> String {
        blockLines(id: id, image, width: width).map { $0 + "\n" }.joined() + "\n"
    }

    /// The location, the description and the id, wrapped to `width` and styled, without line breaks.
    private func blockLines(id: UUID, _ image: FeedImageViewModel, width: Int) -> [String] {
        let width = max(10, width)
        var lines: [String] = []
        if image.hasLocation, let location = image.location {
            lines += wrapped("📍 " + TerminalText.safe(location, lineBreaks: .space), theme.accent, width: width)
        }
        if image.hasDescription, let description = image.description {
            lines += wrapped(TerminalText.safe(description, lineBreaks: .keep), theme.body, width: width)
        }
        return lines + [theme.secondary.apply(id.uuidString.lowercased())]
    }

    private func wrapped(_ text: String, _ style: Style, width: Int) -> [String] {
        TerminalText.wrap(text, width: width).map { style.apply(TerminalText.safe($0)) }
    }

    private func line(_ text: String, _ style: Style) -> String {
        style.apply(TerminalText.safe(text)) + "\n"
    }
}
