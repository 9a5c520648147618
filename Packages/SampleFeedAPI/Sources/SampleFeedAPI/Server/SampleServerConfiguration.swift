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
    /// Receives one line per answered request, e.g. `GET /feed?limit=10 200 3 ms`; nil (the default) logs nothing.
    public var requestLog: (@Sendable (String) -> Void)?
    /// When set, posted comments are read from this JSON file at start and saved to it after each post.
    public var postedCommentsFile: URL?
    /// The base URL image URLs are built on; by default the address the server serves on.
    package var publicBaseURL: URL?
    /// How long the requests in flight get to finish once asked to stop, before they are closed (2 s by default).
    public var shutdownDeadline: Duration
    /// How long a connection may stay silent, with no request or with one that stopped arriving, before it is
    /// closed (5 s by default): a client that sends half a request and waits holds a connection only that long.
    public var idleTimeout: Duration
    /// The most connections served at once; more wait to be accepted until one closes. By default half of what
    /// the process may open beyond 64 descriptors (`RLIMIT_NOFILE`), so files and new clients always have room.
    public var maximumConnections: Int
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
        self.requestLog = nil
        self.postedCommentsFile = nil
        self.publicBaseURL = nil
        self.shutdownDeadline = .seconds(2)
        self.idleTimeout = .seconds(5)
        self.maximumConnections = ConnectionLimit.fromDescriptorLimit()
        self.now = { Date() }
    }
}
