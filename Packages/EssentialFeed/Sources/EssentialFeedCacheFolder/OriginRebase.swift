import Foundation

/// Moves URLs between a server's live origin and a stable stand-in.
///
/// The built-in sample API listens on a new port every run, and every image URL it serves carries that port.
/// Stored as they come, one run's cache would name a port that is gone the next run: `show` and `image` would
/// never find the cached bytes (keyed by URL), and a feed shown from the cache would link to nothing. So the
/// sample API's cache stores its URLs under `stable` (a `.invalid` host, which never resolves, RFC 6761) and
/// hands them back under the origin of the run reading them. URLs of any other origin pass unchanged.
public struct OriginRebase: Sendable {
    /// The origin of the server this run talks to.
    public let live: URL
    /// The origin the cache stores in its place.
    public let stable: URL

    /// URLs of `live`'s origin stored under `stable`'s.
    public init(live: URL, stable: URL) {
        self.live = live
        self.stable = stable
    }

    /// The stand-in origin of the built-in sample API's cache.
    public static let sampleAPIOrigin = URL(string: "http://sample-feed-api.invalid")!

    /// `url` as the cache stores it.
    public func toStable(_ url: URL) -> URL { Self.move(url, from: live, to: stable) }
    /// `url` as the cache stored it, on this run's origin.
    public func toLive(_ url: URL) -> URL { Self.move(url, from: stable, to: live) }

    private static func move(_ url: URL, from: URL, to: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == from.scheme?.lowercased(),
            components.host?.lowercased() == from.host?.lowercased(),
            components.port == from.port
        else { return url }
        components.scheme = to.scheme
        components.host = to.host
        components.port = to.port
        return components.url ?? url
    }
}
