/// The order of the feed rows: as the API sent them, or by location.
enum FeedSort: String, CaseIterable, Equatable, Sendable {
    case api, location

    /// The next order, for `s`.
    var next: FeedSort { self == .api ? .location : .api }
}
