import Foundation
import HTTPTypes

/// How every endpoint builds its request: under a base URL that may carry a path and a query, accepting JSON.
public enum APIRequest {
    /// `method` on `<base>/<path…>?<base's query>&<query>`, accepting JSON; with `sendsJSON`, the body's content
    /// type is JSON too. Each path component is percent-encoded on its own.
    public static func json(
        _ method: HTTPRequest.Method, baseURL: URL, path: [String], query: [URLQueryItem] = [], sendsJSON: Bool = false
    ) -> HTTPRequest {
        var fields: HTTPFields = [.accept: "application/json"]
        if sendsJSON { fields[.contentType] = "application/json" }
        return HTTPRequest(method: method, url: url(baseURL, path: path, query: query), headerFields: fields)
    }

    private static func url(_ baseURL: URL, path: [String], query: [URLQueryItem]) -> URL {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) ?? URLComponents()
        for component in path {
            let encoded = component.addingPercentEncoding(withAllowedCharacters: pathComponentAllowed) ?? component
            let base = components.percentEncodedPath
            components.percentEncodedPath = base.hasSuffix("/") ? base + encoded : base + "/" + encoded
        }
        if !query.isEmpty { components.queryItems = (components.queryItems ?? []) + query }
        return components.url ?? baseURL
    }

    private static let pathComponentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
}
