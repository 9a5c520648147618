import Hummingbird
import HummingbirdCore
import Logging

/// The build functions: the router with its middleware, and the application around it.
package enum SampleServerApplication {
    package static func build(
        state: SampleServerState,
        onListening: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let configuration = state.configuration
        return Application(
            router: buildRouter(state: state),
            server: HostCheckedHTTP1Channel.builder(idleTimeout: configuration.idleTimeout),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: nil,
                availableConnectionsDelegate: MaximumAvailableConnections(max(1, configuration.maximumConnections))
            ),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                state.address.bound(port: port)
                onListening(port)
            },
            logger: logger(serving: configuration.requestLog != nil)
        )
    }

    package static func buildRouter(state: SampleServerState) -> Router<SampleRequestContext> {
        let router = Router(context: SampleRequestContext.self)
        if let requestLog = state.configuration.requestLog {
            router.add(middleware: RequestLogMiddleware(write: requestLog))
        }
        router.add(middleware: RequestCountingMiddleware(counter: state.counter))
        router.add(middleware: LatencyMiddleware(milliseconds: state.configuration.latencyMilliseconds))
        if let token = state.configuration.token { router.add(middleware: BearerTokenMiddleware(token: token)) }
        FeedRoute(state: state).register(on: router)
        CommentsRoute(state: state).register(on: router)
        ImagesRoute(images: state.images).register(on: router)
        return router
    }

    /// Hummingbird's own warnings on stderr when the server logs requests; nothing at all when it is embedded.
    private static func logger(serving: Bool) -> Logger {
        guard serving else { return Logger(label: "SampleFeedAPI", factory: { _ in SwiftLogNoOpLogHandler() }) }
        var logger = Logger(label: "SampleFeedAPI", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = .warning
        return logger
    }
}
