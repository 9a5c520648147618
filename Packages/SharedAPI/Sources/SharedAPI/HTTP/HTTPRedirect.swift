import Foundation

/// The request a client sends to follow a redirect, for clients that follow redirects themselves.
///
/// The same request to the new URL, except that a 303 (and a 301 or 302 after a POST) becomes a GET without a
/// body, as browsers and URLSession do, and credentials stay behind when the origin (scheme, host, port) changes.
public enum HTTPRedirect {
    public static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// nil when `status` is no redirect, or `location` is missing or not an absolute or relative http(s) URL.
    public static func request(following request: HTTPRequest, status: Int, location: String?) -> HTTPRequest? {
        guard statuses.contains(status), let location,
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else { return nil }
        var next = request
        next.url = target
        if status == 303 && request.method != "HEAD" || [301, 302].contains(status) && request.method == "POST" {
            next.method = "GET"
            next.body = nil
            next.headers = next.headers.filter { !isAny($0.key, of: ["Content-Type", "Content-Length"]) }
        }
        if Origin(target) != Origin(request.url) {
            next.headers = next.headers.filter { !isAny($0.key, of: CredentialScope.sensitiveHeaders) }
        }
        return next
    }

    private static func isAny(_ name: String, of names: [String]) -> Bool {
        names.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }
}
