import Foundation

/// An order for showing feed images; every order is stable, so ties keep the server's order.
public enum FeedImageSort: String, CaseIterable, Sendable {
    /// The order the server sent.
    case api
    /// By location, A to Z ignoring case and diacritics; images without a location last.
    case location

    /// `images` in this order.
    public func sorted(_ images: [FeedImage]) -> [FeedImage] {
        guard self == .location else { return images }
        return images.enumerated()
            .sorted { lhs, rhs in
                switch Self.compare(lhs.element.location, rhs.element.location) {
                case .orderedAscending: true
                case .orderedDescending: false
                case .orderedSame: lhs.offset < rhs.offset
                }
            }
            .map(\.element)
    }

    /// A blank location counts as none.
    private static func compare(_ lhs: String?, _ rhs: String?) -> ComparisonResult {
        switch (present(lhs), present(rhs)) {
        case let (lhs?, rhs?): lhs.compare(rhs, options: [.caseInsensitive, .diacriticInsensitive, .numeric])
        case (_?, nil): .orderedAscending
        case (nil, _?): .orderedDescending
        case (nil, nil): .orderedSame
        }
    }

    private static func present(_ location: String?) -> String? {
        guard let location, location.contains(where: { !$0.isWhitespace }) else { return nil }
        return location.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
