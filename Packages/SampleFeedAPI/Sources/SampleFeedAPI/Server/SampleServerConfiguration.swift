import Foundation

/// How the sample API server listens and behaves.
public struct SampleServerConfiguration: Sendable {
    /// The address to bind; loopback by default.
    public var host: String
    /// The port to bind; 0 picks a free ephemeral port.
    public var port: Int
    /// A delay applied before every response, in milliseconds, to make loading states visible.
    public var latencyMilliseconds: Int
    /// When set, every route requires `Authorization: Bearer <token>` and answers 401 otherwise.
    public var token: String?
    /// When true, a simulated comment appears on every image once per `chatterInterval`.
    public var chatter: Bool
    /// Seconds between two simulated comments on an image (default 5).
    public var chatterInterval: TimeInterval
    /// When set, replaces the bundled feed with this many generated items (for benchmarks).
    public var syntheticItems: Int?
    /// The base URL image URLs are built on; by default the request's Host header.
    package var publicBaseURL: URL?
    /// When true, every request is logged on stderr.
    package var logRequests: Bool
    /// The clock the comment dates and the chatter read; the system clock by default, a fixed one in tests.
    public var now: @Sendable () -> Date

    /// Creates a configuration; every parameter has a quiet loopback default.
    public init(
        host: String = "127.0.0.1",
        port: Int = 0,
        latencyMilliseconds: Int = 0,
        token: String? = nil,
        chatter: Bool = false,
        chatterInterval: TimeInterval = 5,
        syntheticItems: Int? = nil
    ) {
        self.host = host
        self.port = port
        self.latencyMilliseconds = latencyMilliseconds
        self.token = token
        self.chatter = chatter
        self.chatterInterval = chatterInterval
        self.syntheticItems = syntheticItems
        self.publicBaseURL = nil
        self.logRequests = false
        self.now = { Date() }
    }
}
