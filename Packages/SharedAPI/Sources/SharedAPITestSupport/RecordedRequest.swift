import Foundation

/// A request as the loopback server received it.
public struct RecordedRequest: Sendable, Equatable {
    /// The method, as sent (`GET`).
    public let method: String
    /// Path and query, as sent.
    public let target: String
    /// Header names lower-cased.
    public let headers: [String: String]
    /// The body, empty when none was sent.
    public let body: Data

    /// The target without its query.
    public var path: String { String(target.prefix { $0 != "?" }) }
}
