import Foundation

/// Which image URLs the feed accepts.
enum FeedImageURL {
    /// An absolute http or https URL with a host: never `file:` or another scheme a client would open locally.
    static func parse(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
