import EssentialFeed
import Foundation
import TerminalUI

/// Renders the feed as text: a title, an optional notice, then one block per image, wrapped to `width`.
///
/// Every network string goes through `TerminalText.safe` here, and every line fits in `width` columns.
package struct FeedTextRenderer: Sendable {
    /// The narrowest text column beside a picture; a narrower terminal gets the text alone, never text over a
    /// picture's cells.
    package static let minimumTextColumns = 16

    package let theme: Theme
    package let width: Int
    /// The images shown with a dot before their block: those the person has not seen before.
    package var newImages: Set<UUID> = []

    package init(theme: Theme, width: Int) {
        self.theme = theme
        self.width = max(20, width)
    }

    /// The title line, the notice line when given, and a blank line.
    package func header(title: String, notice: String? = nil) -> String {
        var text = lines(title, theme.title)
        if let notice { text += lines(notice, theme.warning) }
        return text + "\n"
    }

    /// One block per image (location, description, id), each followed by a blank line.
    package func rows(_ images: [(id: UUID, viewModel: FeedImageViewModel)]) -> String {
        images.map { block(id: $0.id, $0.viewModel) }.joined()
    }

    /// One block per image with its picture on the left, in a column as wide as `placeholder`, and the text beside
    /// it, wrapped to what is left of the width; an image without a picture gets the placeholder. Where less than
    /// ``minimumTextColumns`` would be left beside the picture, the blocks come without pictures.
    package func rows(
        _ images: [(id: UUID, viewModel: FeedImageViewModel, picture: TerminalPicture?)], pictures: PictureText,
        placeholder: TerminalPicture
    ) -> String {
        let textColumns = width - placeholder.columns - 1
        guard textColumns >= Self.minimumTextColumns else { return rows(images.map { ($0.id, $0.viewModel) }) }
        return images.map { image in
            let lines = blockLines(id: image.id, image.viewModel, width: textColumns)
            return pictures.beside(image.picture ?? placeholder, lines: lines, width: placeholder.columns) + "\n"
        }.joined()
    }

    /// The empty-feed message.
    package func empty(_ message: String) -> String {
        lines(message, theme.secondary)
    }

    private func block(id: UUID, _ image: FeedImageViewModel) -> String {
        blockLines(id: id, image, width: width).map { $0 + "\n" }.joined() + "\n"
    }

    /// The location, the description and the id, wrapped to `width` and styled, without line breaks; a new image's
    /// block hangs after a dot.
    private func blockLines(id: UUID, _ image: FeedImageViewModel, width: Int) -> [String] {
        guard newImages.contains(id) else { return plainBlockLines(id: id, image, width: width) }
        return plainBlockLines(id: id, image, width: width - 2).enumerated().map { index, line in
            (index == 0 ? theme.accent.apply("•") + " " : "  ") + line
        }
    }

    private func plainBlockLines(id: UUID, _ image: FeedImageViewModel, width: Int) -> [String] {
        let row = FeedRowLayout(id: id, image, theme: theme, look: .text)
        return [row.title, row.subtitle].compactMap { $0 }.flatMap { wrapped($0.text, $0.style, width: width) }
            + TerminalText.wrapAfterHyphens(row.id.text, width: width).map { row.id.style.apply($0) }
    }

    private func wrapped(_ text: String, _ style: Style, width: Int) -> [String] {
        TerminalText.wrap(text, width: width).map { style.apply(TerminalText.safe($0)) }
    }

    private func lines(_ text: String, _ style: Style) -> String {
        wrapped(TerminalText.safe(text), style, width: width).map { $0 + "\n" }.joined()
    }
}
