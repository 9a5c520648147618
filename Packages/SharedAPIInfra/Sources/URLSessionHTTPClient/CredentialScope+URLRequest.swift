import Foundation
import HTTPClientPolicy
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CredentialScope {
    /// The request URLSession follows a redirect with: credentials removed when the origin changes.
    static func redirect(_ request: URLRequest, from original: URLRequest?) -> URLRequest {
        guard let target = request.url, let source = original?.url, Origin(target) != Origin(source) else {
            return request
        }
        var stripped = request
        for name in sensitiveFields {
            stripped.setValue(nil, forHTTPHeaderField: name.rawName)
        }
        return stripped
    }
}
