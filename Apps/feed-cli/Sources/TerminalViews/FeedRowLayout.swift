import EssentialFeed
import Foundation
import TerminalUI

/// One feed image's row, laid out once for every view of the feed (`feed`'s text, the browser's rows and its
/// picture rows): the title (the location, else the description), the subtitle under a location (the description),
/// then the id; each part a text safe for a terminal, with its style. A view only places the parts, wrapped to a
/// width or one line each beside a marker and a status, so a new field of the feed is one part here.
package struct FeedRowLayout: Equatable, Sendable {
    /// One text of the row and its style.
    package struct Part: Equatable, Sendable {
        package let text: String
        package let style: Style

        package init(_ text: String, _ style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// Where the row is shown: `feed`'s text wraps the parts (a description keeps its line breaks) and pins the
    /// location; the browser's screen gives each part one line and heads the row with the location.
    package enum Look: Sendable {
        case text, screen
    }

    /// The location, else the description; nil when the image has neither.
    package let title: Part?
    /// The description under a location.
    package let subtitle: Part?
    /// The id, lower-case as both endpoints write it.
    package let id: Part

    package init(id: UUID, _ image: FeedImageViewModel, theme: Theme, look: Look) {
        let breaks: TerminalText.LineBreaks = look == .text ? .keep : .space
        let location = image.location.map { TerminalText.safe($0, lineBreaks: .space) }
        let description = image.description.map { TerminalText.safe($0, lineBreaks: breaks) }
        let descriptionStyle = look == .text || location == nil ? theme.body : theme.secondary
        if let location {
            title = look == .text ? Part("📍 " + location, theme.accent) : Part(location, theme.heading)
        } else {
            title = description.map { Part($0, descriptionStyle) }
        }
        subtitle = location == nil ? nil : description.map { Part($0, descriptionStyle) }
        self.id = Part(id.uuidString.lowercased(), theme.secondary)
    }

    /// The parts there are, in order: title, subtitle, id.
    package var parts: [Part] {
        [title, subtitle].compactMap { $0 } + [id]
    }
}
