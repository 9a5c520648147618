import ImageComments

/// The order of the comments: as the API sent them (the default), newest, oldest, or by author.
enum CommentSort: String, CaseIterable, Equatable, Sendable {
    case api, newest, oldest, author

    /// The next order, for `s`.
    var next: CommentSort {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    func apply(to comments: [ImageComment]) -> [ImageComment] {
        switch self {
        case .api: comments
        case .newest: stable(comments) { $0.createdAt > $1.createdAt }
        case .oldest: stable(comments) { $0.createdAt < $1.createdAt }
        case .author: stable(comments) { $0.username.localizedCaseInsensitiveCompare($1.username) == .orderedAscending }
        }
    }

    private func stable(_ comments: [ImageComment], by precedes: (ImageComment, ImageComment) -> Bool) -> [ImageComment] {
        comments.enumerated()
            .sorted { precedes($0.element, $1.element) || (!precedes($1.element, $0.element) && $0.offset < $1.offset) }
            .map(\.element)
    }
}
