import Foundation
import HTTPTypes
import SharedAPI

/// The request a client sends to follow a redirect, for clients that follow redirects themselves.
///
/// The same request to the new URL, except that a 303 (and a 301 or 302 after a POST) becomes a GET without a
/// body, as browsers and URLSession do, and credentials stay behind when the origin (scheme, host, port) changes.
package enum HTTPRedirect {
    package static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// nil when `status` is no redirect, or `location` is missing, not an absolute or relative http(s) URL, or
    /// names a port no connection can be made to.
    package static func request(
        following request: HTTPRequest, body: Data?, status: Int, location: String?
    ) -> (request: HTTPRequest, body: Data?)? {
        guard statuses.contains(status), let location, let source = request.url,
            let target = URL(string: location, relativeTo: source)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil,
            URLPort.isValid(target)
        else { return nil }
        var next = HTTPRequest(method: request.method, url: target, headerFields: request.headerFields)
        var nextBody = body
        if status == 303 && request.method != .head || [301, 302].contains(status) && request.method == .post {
            next.method = .get
            nextBody = nil
            next.headerFields[.contentType] = nil
            next.headerFields[.contentLength] = nil
        }
        next.headerFields = CredentialScope.fields(next.headerFields, from: source, to: target)
        return (next, nextBody)
    }
}
