/// What a view shows for one feed image.
public struct FeedImageViewModel: Hashable, Sendable {
    /// The description to show, as the feed gave it.
    public let description: String?
    /// The location to show, as the feed gave it.
    public let location: String?

    /// A view model with both texts given.
    public init(description: String?, location: String?) {
        self.description = description
        self.location = location
    }

    /// Whether there is a location to show (not missing, not blank).
    public var hasLocation: Bool { Self.isPresent(location) }

    /// Whether there is a description to show (not missing, not blank).
    public var hasDescription: Bool { Self.isPresent(description) }

    private static func isPresent(_ text: String?) -> Bool {
        guard let text else { return false }
        return !text.allSatisfy(\.isWhitespace)
    }
}
