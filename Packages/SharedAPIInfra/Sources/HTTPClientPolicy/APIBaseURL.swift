import Foundation
import SharedAPI

/// An API's base URL, checked and normalised once, where it is read (an option, a variable, a config file): an
/// absolute http or https URL with a host, and a port from 1 to 65535 if it names one.
public struct APIBaseURL: Equatable, Sendable {
    /// The URL as given; requests are made under it.
    public let url: URL
    /// `scheme://host[:port]/path`, lower-cased where case does not matter, the default port and trailing slash
    /// dropped: one spelling for every way of writing the same API, fit to name what is kept for it (a cache).
    public let normalized: String

    /// The base URL `text` names, surrounding whitespace ignored.
    ///
    /// - Parameter text: The URL as typed.
    /// - Returns: Nil unless `text` is an absolute http(s) URL with a host and a port from 1 to 65535, if any.
    public init?(_ text: String) {
        guard let url = URL(string: text.trimmingWhitespace()) else { return nil }
        self.init(url: url)
    }

    /// The base URL `url` is.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Nil unless `url` is an absolute http(s) URL with a host and a port from 1 to 65535, if any.
    public init?(url: URL) {
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
}
