import Foundation

/// A request as the loopback server received it.
public struct RecordedRequest: Sendable, Equatable {
    public let method: String
    /// Path and query, as sent.
    public let target: String
    /// Header names lower-cased.
    public let headers: [String: String]
    public let body: Data

    public var path: String { String(target.prefix { $0 != "?" }) }
}
