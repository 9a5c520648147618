import ArgumentParser
import Foundation
import SharedAPI

/// The API base URL, checked and normalised once, where it is read (`--base-url` or `FEED_API_BASE_URL`).
struct APIBaseURL: Equatable, Sendable {
    let url: URL
    /// `scheme://host[:port]/path`, lower-cased where case does not matter, the default port and trailing slash
    /// dropped: what names the cache and what `cache info` shows.
    let normalized: String

    /// The base URL when `text` is an absolute http(s) URL with a host and a port from 1 to 65535; `nil` otherwise.
    init?(_ text: String) {
        guard let url = URL(string: text.trimmingWhitespace()) else { return nil }
        self.init(url: url)
    }

    init?(url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host?.lowercased(), !host.isEmpty, URLPort.isValid(url)
        else { return nil }
        self.url = url
        let defaultPort = scheme == "https" ? 443 : 80
        let port = url.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        normalized = "\(scheme)://\(host)\(port)\(path)"
    }

    /// Parses `--base-url`; ArgumentParser reports the error with the option and the value.
    static func argument(_ text: String) throws -> APIBaseURL {
        guard let baseURL = APIBaseURL(text) else {
            throw ValidationError("it must be an absolute http or https URL with a port from 1 to 65535, if any")
        }
        return baseURL
    }
}
