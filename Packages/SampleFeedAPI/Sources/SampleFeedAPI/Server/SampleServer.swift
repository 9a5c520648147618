import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

/// Starts the sample API server that serves the feed API contract from bundled data.
public enum SampleServer {
    /// Starts the server in the background and returns once it is listening.
    public static func start(_ configuration: SampleServerConfiguration) async throws -> RunningSampleServer {
        let state = try SampleServerState(configuration: configuration)
        let (ports, announcer) = AsyncStream<Int>.makeStream()
        let app = SampleServerApplication.build(state: state) { port in
            announcer.yield(port)
            announcer.finish()
        }
        let group = ServiceGroup(configuration: .init(services: [app], logger: app.logger))
        let task = Task {
            defer { announcer.finish() }
            do { try await group.run() } catch { throw listenError(error, configuration) }
        }
        return try await listening(ports, task: task, group: group, state: state)
    }

    /// Serves in the foreground until SIGINT, SIGTERM or task cancellation, then shuts down: the requests in flight
    /// get a short deadline to finish (then they are closed), and a second signal ends the server at once.
    public static func run(
        _ configuration: SampleServerConfiguration,
        onStarted: @escaping @Sendable (URL) -> Void
    ) async throws {
        let state = try SampleServerState(configuration: configuration)
        let app = SampleServerApplication.build(state: state) { port in
            onStarted(ServingAddress.url(host: configuration.host, port: port))
        }
        let group = ServiceGroup(configuration: .init(services: [app], logger: app.logger))
        try await ServerLifetime.serve(group, deadline: configuration.shutdownDeadline) {
            listenError($0, configuration)
        }
    }

    /// NIO's socket error as this package's own, naming the address: NIO's text names neither host nor port.
    static func listenError(_ error: any Error, _ configuration: SampleServerConfiguration) -> any Error {
        guard let error = error as? IOError else { return error }
        return SampleServerError.cannotListen(
            host: configuration.host, port: configuration.port, errno: error.errnoCode)
    }

    private static func listening(
        _ ports: AsyncStream<Int>,
        task: Task<Void, any Error>,
        group: ServiceGroup,
        state: SampleServerState
    ) async throws -> RunningSampleServer {
        for await port in ports {
            let url = ServingAddress.url(host: state.configuration.host, port: port)
            return RunningSampleServer(baseURL: url, port: port, group: group, task: task, state: state)
        }
        try await task.value
        throw SampleServerError.didNotStart
    }
}
