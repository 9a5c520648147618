import Foundation

/// The feed endpoints of the API.
public enum FeedEndpoint: Sendable, Equatable {
    /// A page of `limit` images after `image` (the first page when `nil`).
    case get(after: FeedImage? = nil, limit: Int = 10)

    /// The URL of the endpoint under `baseURL`, keeping any path and query the base URL has.
    public func url(baseURL: URL) -> URL {
        switch self {
        case let .get(image, limit):
            var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
            components.percentEncodedPath = Self.appending("feed", to: components.percentEncodedPath)
            components.queryItems = (components.queryItems ?? []) + Self.pageQuery(after: image, limit: limit)
            return components.url ?? baseURL
        }
    }

    private static func pageQuery(after image: FeedImage?, limit: Int) -> [URLQueryItem] {
        let limit = URLQueryItem(name: "limit", value: String(limit))
        guard let image else { return [limit] }
        return [limit, URLQueryItem(name: "after_id", value: image.id.uuidString)]
    }

    private static func appending(_ component: String, to path: String) -> String {
        path.hasSuffix("/") ? path + component : path + "/" + component
    }
}
