import Hummingbird
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
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: nil
            ),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? configuration.port) },
            logger: logger(verbose: configuration.logRequests)
        )
    }

    package static func buildRouter(state: SampleServerState) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestCountingMiddleware(counter: state.counter))
        if state.configuration.logRequests { router.add(middleware: LogRequestsMiddleware(.info)) }
        router.add(middleware: LatencyMiddleware(milliseconds: state.configuration.latencyMilliseconds))
        if let token = state.configuration.token { router.add(middleware: BearerTokenMiddleware(token: token)) }
        FeedRoute(state: state).register(on: router)
        CommentsRoute(state: state).register(on: router)
        ImagesRoute(images: state.images).register(on: router)
        return router
    }

    private static func logger(verbose: Bool) -> Logger {
        var logger = Logger(label: "SampleFeedAPI")
        logger.logLevel = verbose ? .info : .warning
        return logger
    }
}
