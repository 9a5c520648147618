import Foundation
import HTTPTypes
import SharedAPI

/// The feed endpoints of the API.
public enum FeedEndpoint: Sendable, Equatable {
    /// A page of `limit` images after `image` (the first page when `nil`).
    case get(after: FeedImage? = nil, limit: Int = 10)

    /// The request for this endpoint on the API at `baseURL`, keeping any path and query the base URL has.
    public func request(baseURL: URL) -> HTTPRequest {
        switch self {
        case let .get(image, limit):
            APIRequest.json(.get, baseURL: baseURL, path: ["feed"], query: Self.pageQuery(after: image, limit: limit))
        }
    }

    private static func pageQuery(after image: FeedImage?, limit: Int) -> [URLQueryItem] {
        let limit = URLQueryItem(name: "limit", value: String(limit))
        guard let image else { return [limit] }
        return [limit, URLQueryItem(name: "after_id", value: image.id.uuidString.lowercased())]
    }
}
