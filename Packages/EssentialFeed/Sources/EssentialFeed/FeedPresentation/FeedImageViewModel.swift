/// What a view shows for one feed image, ready to lay out: a text that is missing or blank is absent, and the
/// choice of which text heads the row is made.
public struct FeedImageViewModel: Hashable, Sendable {
    /// The description to show, as the feed gave it; nil when missing or blank.
    public let description: String?
    /// The location to show, as the feed gave it; nil when missing or blank.
    public let location: String?

    /// A view model of the texts given; a blank one is absent.
    public init(description: String?, location: String?) {
        self.description = Self.present(description)
        self.location = Self.present(location)
    }

    /// The row's first text: the location, else the description; nil when the image has neither.
    public var title: String? { location ?? description }

    /// The text under the title: the description when the location is the title.
    public var subtitle: String? { location == nil ? nil : description }

    private static func present(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}
