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

    /// Stops accepting connections, lets the requests in flight finish within a short deadline (then closes
    /// them), and returns once stopped.
    public func stop() async {
        await group.triggerGracefulShutdown()
        let task = self.task
        let deadline = Task { [deadline = state.configuration.shutdownDeadline] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            task.cancel()
        }
        _ = await task.result
        deadline.cancel()
    }

    /// How many requests reached a path the server knows (e.g. `/feed`), whatever their outcome; 0 for any other.
    public func requestCount(path: String) async -> Int {
        await state.counter.count(path: path)
    }

    /// How many requests asked for image bytes under `/images/`.
    package var imageRequestCount: Int {
        get async { await state.counter.count(pathPrefix: "/images/") }
    }

    /// How many requests the server received in total.
    package var totalRequestCount: Int {
        get async { await state.counter.total }
    }
}
