#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

/// Keeps credentials inside the origin they were given for.
enum CredentialScope {
    static let sensitiveHeaders = ["Authorization", "Cookie", "Proxy-Authorization"]

    /// The request to follow a redirect with: credentials removed when the origin changes.
    static func redirect(_ request: URLRequest, from original: URLRequest?) -> URLRequest {
        guard let target = request.url, let source = original?.url, Origin(target) != Origin(source) else {
            return request
        }
        var stripped = request
        for header in sensitiveHeaders {
            stripped.setValue(nil, forHTTPHeaderField: header)
        }
        return stripped
    }
}
