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
            let encoded =
                component.utf8.allSatisfy(isUnreserved)
                ? component
                : component.addingPercentEncoding(withAllowedCharacters: pathComponentAllowed) ?? component
            let base = components.percentEncodedPath
            components.percentEncodedPath = base.hasSuffix("/") ? base + encoded : base + "/" + encoded
        }
        if !query.isEmpty { components.queryItems = (components.queryItems ?? []) + query }
        return components.url ?? baseURL
    }

    /// Letters, digits, `-`, `.`, `_` and `~`: what percent-encoding leaves as it is, told without Foundation (its
    /// first encoding bridges to `NSString`, about 1.2M instructions for `feed` that needed nothing encoded).
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static let pathComponentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
}
