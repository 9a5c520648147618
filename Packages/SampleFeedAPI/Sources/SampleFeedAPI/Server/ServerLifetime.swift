import ServiceLifecycle

/// How a running server ends: the first stop request lets the requests in flight finish, and the deadline or
/// a second stop request cancels whatever is still open, so a client that never finishes its request cannot
/// keep the server alive.
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
}
