/// Where a shown feed came from, as the JSON `source` field says.
enum FeedSource: String, Sendable {
    case remote, cache
}
