import EssentialFeed
import Foundation
import TerminalUI

/// Renders the feed as text: a title, an optional notice, then one block per image, wrapped to `width`.
///
/// Every network string goes through `TerminalText.safe` here.
public struct FeedTextRenderer: Sendable {
    public let theme: Theme
    public let width: Int

    public init(theme: Theme, width: Int) {
        self.theme = theme
        self.width = max(20, width)
    }

    /// The title line, the notice line when given, and a blank line.
    public func header(title: String, notice: String? = nil) -> String {
        var text = line(title, theme.title)
        if let notice { text += line(notice, theme.warning) }
        return text + "\n"
    }

    /// One block per image (location, description, id), each followed by a blank line.
    public func rows(_ images: [(id: UUID, viewModel: FeedImageViewModel)]) -> String {
        images.map { block(id: $0.id, $0.viewModel) }.joined()
    }

    /// The empty-feed message.
    public func empty(_ message: String) -> String {
        line(message, theme.secondary)
    }

    private func block(id: UUID, _ image: FeedImageViewModel) -> String {
        var text = ""
        if let location = present(image.location) {
            text += wrapped("📍 " + location, theme.accent)
        }
        if let description = present(image.description, lineBreaks: .keep) {
            text += wrapped(description, theme.body)
        }
        return text + line(id.uuidString.lowercased(), theme.secondary) + "\n"
    }

    private func present(_ text: String?, lineBreaks: TerminalText.LineBreaks = .space) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return TerminalText.safe(text, lineBreaks: lineBreaks)
    }

    private func wrapped(_ text: String, _ style: Style) -> String {
        TerminalText.wrap(text, width: width).map { line($0, style) }.joined()
    }

    private func line(_ text: String, _ style: Style) -> String {
        style.apply(TerminalText.safe(text)) + "\n"
    }
}
