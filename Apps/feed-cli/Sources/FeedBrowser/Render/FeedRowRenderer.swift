import EssentialFeed
import Foundation
import SharedPresentation
import TerminalUI
import TerminalViews

/// The two lines of one feed row (location with the image status, then the description),
/// and of the loading or error row after the last one.
struct FeedRowRenderer {
    let theme: Theme
    let language: String
    let spinner: String

    func lines(_ image: FeedImage, image status: ImageStatus?, selected: Bool, new: Bool = false) -> [FrameLine] {
        var lines = textLines(
            image, status: status, first: FrameLine(marker(selected, new: new), style: theme.accent), indent: "   ")
        if selected {
            for index in lines.indices { lines[index].background = theme.selection }
        }
        return lines
    }

    /// The row's text, as `FeedRowLayout` lays out every feed row: `first` then the title (a dash for none) with the
    /// image status on the right; under it, after `indent`, the subtitle; then, when `id` is set, the id after
    /// `indent`.
    func textLines(
        _ image: FeedImage, status: ImageStatus?, first: FrameLine, indent: String, id: Bool = false
    ) -> [FrameLine] {
        let row = FeedRowLayout(id: image.id, FeedImagePresenter.map(image), theme: theme, look: .screen)
        var title = first
        title.append(row.title?.text ?? "—", row.title?.style ?? theme.body)
        appendStatus(status, to: &title)
        var subtitle = FrameLine(indent)
        if let part = row.subtitle { subtitle.append(part.text, part.style) }
        return [title, subtitle] + (id ? [FrameLine(indent + row.id.text, style: row.id.style)] : [])
    }

    func moreLines(_ more: MoreStatus, selected: Bool) -> [FrameLine] {
        switch more {
        case .idle:
            return []
        case .loading:
            return [FrameLine("   " + spinner + " " + SharedStrings.loading(language: language), style: theme.accent)]
        case let .failed(failure):
            var first = FrameLine(marker(selected), style: theme.accent)
            first.append("✗ " + failure.headline(language: language), theme.error)
            first.appendRight("⏎ " + SharedStrings.retry(language: language) + " ", theme.accent)
            var second = FrameLine("   " + TerminalText.safe(failure.cause(language: language)), style: theme.secondary)
            if selected {
                first.background = theme.selection
                second.background = theme.selection
            }
            return [first, second]
        }
    }

    /// The selection's arrow, after a dot for an image the person has not seen before.
    func marker(_ selected: Bool, new: Bool = false) -> String {
        (new ? "•" : " ") + (selected ? "▸ " : "  ")
    }

    func appendStatus(_ status: ImageStatus?, to line: inout FrameLine) {
        switch status {
        case .loading: line.appendRight(spinner + " ", theme.accent)
        case let .loaded(bytes): line.appendRight(byteCount(bytes) + " ", theme.secondary)
        case .failed: line.appendRight("✗ i: " + SharedStrings.retry(language: language) + " ", theme.error)
        case .notSaved:
            line.appendRight(BrowserStrings.string(.notSavedOffline, language: language) + " ", theme.secondary)
        case .undecodable:
            line.appendRight("✗ " + BrowserStrings.string(.undecodable, language: language) + " ", theme.warning)
        case nil: break
        }
    }

    private func byteCount(_ bytes: Int) -> String {
        Int64(bytes).formatted(.byteCount(style: .file).locale(Locale(identifier: language)))
    }
}
