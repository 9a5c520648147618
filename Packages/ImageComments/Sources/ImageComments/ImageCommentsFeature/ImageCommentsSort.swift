import Foundation

/// An order for showing comments; every order is stable, so ties keep the server's order.
public enum ImageCommentsSort: String, CaseIterable, Sendable {
    /// The order the server sent, which the API contract makes the display order.
    case api
    /// Most recent first.
    case newest
    /// Oldest first.
    case oldest
    /// By username, A to Z, ignoring case.
    case author

    /// `comments` in this order.
    public func sorted(_ comments: [ImageComment]) -> [ImageComment] {
        guard self != .api else { return comments }
        return comments.enumerated()
            .sorted { lhs, rhs in
                switch compare(lhs.element, rhs.element) {
                case .orderedAscending: true
                case .orderedDescending: false
                case .orderedSame: lhs.offset < rhs.offset
                }
            }
            .map(\.element)
    }

    private func compare(_ lhs: ImageComment, _ rhs: ImageComment) -> ComparisonResult {
        switch self {
        case .api: .orderedSame
        case .newest: rhs.createdAt.compare(lhs.createdAt)
        case .oldest: lhs.createdAt.compare(rhs.createdAt)
        case .author: lhs.username.compare(rhs.username, options: .caseInsensitive)
        }
    }
}
