import Foundation
import ServiceLifecycle

/// A sample API server listening in the background; call `stop()` when done.
public final class RunningSampleServer: Sendable {
    /// The root URL of the API, e.g. `http://127.0.0.1:54321`.
    public let baseURL: URL
    /// The port the server listens on.
    package let port: Int
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    private let state: SampleServerState

    init(baseURL: URL, port: Int, group: ServiceGroup, task: Task<Void, any Error>, state: SampleServerState) {
        self.baseURL = baseURL
        self.port = port
        self.group = group
        self.task = task
        self.state = state
    }

    /// Stops accepting connections, finishes the requests in flight, and returns once stopped.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }

    /// How many requests reached a path (e.g. `/feed`), whatever their outcome.
    public func requestCount(path: String) async -> Int {
        await state.counter.count(path: path)
    }

    /// How many requests asked for image bytes under `/images/`.
    package var imageRequestCount: Int {
        get async { await state.counter.count(pathPrefix: "/images/") }
    }

    /// How many requests the server received in total.
    package var totalRequestCount: Int {
        get async { await state.counter.count(pathPrefix: "/") }
    }
}
