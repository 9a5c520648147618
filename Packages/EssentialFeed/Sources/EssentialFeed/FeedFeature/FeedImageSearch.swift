import Foundation
import SharedAPI

/// A text query over feed images: matches the description or the location, ignoring case and diacritics.
public struct FeedImageSearch: Hashable, Sendable {
    /// The query, without surrounding whitespace.
    public let text: String
    private let folded: String

    /// A query for `text`; an empty or whitespace-only text matches every image.
    public init(_ text: String) {
        self.text = text.trimmingWhitespace(newlines: true)
        // The empty query is never folded (it matches everything): no call into Foundation's folding for it.
        self.folded = self.text.isEmpty ? "" : Self.fold(self.text)
    }

    /// Whether the query matches every image.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether `image`'s description or location contains the query (`"sao"` matches "São Paulo").
    public func matches(_ image: FeedImage) -> Bool {
        guard !isEmpty else { return true }
        return [image.description, image.location].contains { field in
            field.map { Self.fold($0).contains(folded) } ?? false
        }
    }

    /// The images that match, in the given order.
    public func filter(_ images: [FeedImage]) -> [FeedImage] {
        isEmpty ? images : images.filter(matches)
    }

    /// Lower case, no diacritics, canonical composition, so that decomposed and precomposed text compare equal.
    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }
}
