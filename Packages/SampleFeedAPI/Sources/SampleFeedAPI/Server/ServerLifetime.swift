import ServiceLifecycle
import UnixSignals

/// How a foreground server ends: the first stop request (SIGINT, SIGTERM or cancellation) lets the requests in
/// flight finish, and the deadline or a second stop request cancels whatever is still open, so a client that never
/// finishes its request cannot keep the server alive.
struct ServerLifetime: Sendable {
    enum Event: Sendable {
        case stopRequested
        case deadlinePassed
        case finished((any Error)?)
    }

    let deadline: Duration
    let group: ServiceGroup
    let server: Task<Void, Never>
    let events: AsyncStream<Event>
    let sink: AsyncStream<Event>.Continuation

    /// Runs `group` until it finishes or is stopped; throws what `run` of the group threw, as `mapError` says.
    static func serve(
        _ group: ServiceGroup, deadline: Duration, mapError: @escaping @Sendable (any Error) -> any Error
    ) async throws {
        let (events, sink) = AsyncStream<Event>.makeStream()
        let signals = await UnixSignalsSequence(trapping: .sigint, .sigterm)
        let listener = Task { for await _ in signals { sink.yield(.stopRequested) } }
        defer { listener.cancel() }
        let server = Task { _ = sink.yield(.finished(await failure(of: group, mapError))) }
        let lifetime = ServerLifetime(deadline: deadline, group: group, server: server, events: events, sink: sink)
        // An unstructured task, since the caller's cancellation would end the wait for the events at once.
        let ending = Task { try await lifetime.run() }
        try await withTaskCancellationHandler {
            try await ending.value
        } onCancel: {
            sink.yield(.stopRequested)
        }
    }

    /// Returns when the server has finished, or at once when it is forced to stop; throws what the server threw.
    func run() async throws {
        var iterator = events.makeAsyncIterator()
        guard case .stopRequested = try await next(&iterator) else { return }
        await group.triggerGracefulShutdown()
        let timer = Task { [deadline, sink] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            sink.yield(.deadlinePassed)
        }
        defer { timer.cancel() }
        if case .finished = try await next(&iterator) { return }
        server.cancel()
    }

    /// The next event, after throwing the server's error if it finished with one.
    private func next(_ iterator: inout AsyncStream<Event>.Iterator) async throws -> Event? {
        let event = await iterator.next()
        if case .finished(let error?) = event { throw error }
        return event
    }

    private static func failure(of group: ServiceGroup, _ mapError: (any Error) -> any Error) async -> (any Error)? {
        do {
            try await group.run()
            return nil
        } catch {
            return mapError(error)
        }
    }
}
