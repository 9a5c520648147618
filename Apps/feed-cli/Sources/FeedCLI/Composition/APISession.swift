import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import ImageComments
import Logging
import NIOHTTPClient
import SampleFeedAPI
import SharedAPI

/// The API a command talks to: its base URL, the HTTP client, and the embedded sample server when one was started.
struct APISession: Sendable {
    let baseURL: URL
    let client: any HTTPClient
    let cacheKey: String
    /// For the built-in sample API, whose port changes every run: its cache keeps URLs under a stable origin.
    var cacheRebase: OriginRebase? {
        embedded.map { OriginRebase(live: $0.baseURL, stable: OriginRebase.sampleAPIOrigin) }
    }
    private let embedded: RunningSampleServer?

    /// The loaders of the feed's pages from this session's server, one per page asked for (`FeedService` loads
    /// through them).
    var feedPages: ResourceLoaderFactory<FeedEndpoint, [FeedImage]> {
        FeedService.remotePages(client: client, baseURL: baseURL)
    }

    /// The loaders of image bytes through this session's client: a picture's signature makes bytes an image whatever
    /// their Content-Type (`CheckedMapper`).
    var imageBytes: ResourceLoaderFactory<URL, Data> {
        ImageDataService.remoteImages(client: client, mapper: CheckedMapper.imageData)
    }

    /// This session's comment endpoints, which the runs and the browser load as `ResourceLoader`s.
    var commentsAPI: ImageCommentsAPI { ImageCommentsAPI(client: client, baseURL: baseURL) }

    /// Connects to `--base-url`, or starts the sample API on loopback and says so in one stderr line where a person
    /// reads it: stderr on a terminal, or with `-v`. A script's stderr keeps to what went wrong.
    static func open(_ settings: AppSettings) async throws -> APISession {
        if let baseURL = settings.explicitBaseURL {
            return APISession(
                baseURL: baseURL.url, settings: settings, cacheKey: CacheKey.key(for: baseURL), embedded: nil)
        }
        let server = try await SampleServer.start(builtInConfiguration(cacheRoot: settings.cacheRoot))
        guard settings.runtime.standardError.isTerminal || settings.logLevel != nil else {
            return APISession(baseURL: server.baseURL, settings: settings, cacheKey: CacheKey.sample, embedded: server)
        }
        settings.runtime.standardError.write(
            "feed-cli: "
                + CLIStrings.format(
                    .usingSampleAPI, language: settings.language, ["url": server.baseURL.absoluteString])
                + "\n")
        return APISession(baseURL: server.baseURL, settings: settings, cacheKey: CacheKey.sample, embedded: server)
    }

    /// Loopback, silent, and its posted comments kept in its cache folder, so they outlive the command.
    static func builtInConfiguration(cacheRoot: URL) -> SampleServerConfiguration {
        var configuration = SampleServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.postedCommentsFile = cacheRoot.appendingPathComponent(CacheKey.sample, isDirectory: true)
            .appendingPathComponent("posted-comments.json")
        return configuration
    }

    private init(baseURL: URL, settings: AppSettings, cacheKey: String, embedded: RunningSampleServer?) {
        self.baseURL = baseURL
        self.cacheKey = cacheKey
        self.embedded = embedded
        self.client = Self.makeClient(
            baseURL: baseURL, token: settings.token, timeout: settings.timeout,
            proxies: ProxyEnvironment(settings.runtime.environment), trustRoots: settings.trustRoots,
            logger: settings.requestLogger, language: settings.language)
    }

    /// NIOHTTPClient rather than URLSessionHTTPClient: on Linux URLSession reads on after a body passes the
    /// size limit, so only a client with back-pressure keeps memory bounded against a hostile server.
    static func makeClient(
        baseURL: URL, token: String?, timeout: Double, proxies: ProxyEnvironment, trustRoots: TrustRoots,
        logger: Logger? = nil, language: String = "en"
    ) -> any HTTPClient {
        let client = NIOHTTPClient(
            timeout: timeout, proxies: proxies, trustRoots: trustRoots, logger: logger,
            causeWords: { ErrorPresentation.cause(of: $0, language: language) })
        guard let token else { return client }
        return AuthorizingHTTPClient(client: client, token: token, origin: baseURL)
    }

    /// Stops the embedded server, if any.
    func close() async {
        await embedded?.stop()
    }
}
