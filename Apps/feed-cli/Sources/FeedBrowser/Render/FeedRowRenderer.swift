import EssentialFeed
import Foundation
import SharedPresentation
import TerminalUI

/// The two lines of one feed row (location with the image status, then the description),
/// and of the loading or error row after the last one.
struct FeedRowRenderer {
    let theme: Theme
    let language: String
    let spinner: String

    func lines(_ image: FeedImage, image status: ImageStatus?, selected: Bool) -> [FrameLine] {
        let model = FeedImagePresenter.map(image)
        let location = model.hasLocation ? model.location.map { TerminalText.safe($0) } : nil
        let description = model.hasDescription ? model.description.map { TerminalText.safe($0) } : nil
        var first = FrameLine(marker(selected), style: theme.accent)
        first.append(location ?? description ?? "—", location == nil ? theme.body : theme.heading)
        appendStatus(status, to: &first)
        var second = FrameLine("   ")
        if location != nil, let description { second.append(description, theme.secondary) }
        if selected {
            first.background = theme.selection
            second.background = theme.selection
        }
        return [first, second]
    }

    func moreLines(_ more: MoreStatus, selected: Bool) -> [FrameLine] {
        switch more {
        case .idle:
            return []
        case .loading:
            return [FrameLine("   " + spinner + " " + SharedStrings.loading(language: language), style: theme.accent)]
        case let .failed(failure):
            var first = FrameLine(marker(selected), style: theme.accent)
            first.append("✗ " + FailureText.message(failure, language: language), theme.error)
            first.appendRight("⏎ " + SharedStrings.retry(language: language) + " ", theme.accent)
            var second = FrameLine("   " + TerminalText.safe(failure.cause(language: language)), style: theme.secondary)
            if selected {
                first.background = theme.selection
                second.background = theme.selection
            }
            return [first, second]
        }
    }

    func marker(_ selected: Bool) -> String {
        selected ? " ▸ " : "   "
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
