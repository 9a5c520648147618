import Synchronization

/// Counts calls from any thread, and waits for a count.
final class TickCounter: Sendable {
    struct TimedOut: Error {}

    private let calls = Mutex(0)

    var count: Int { calls.withLock { $0 } }

    func add() {
        calls.withLock { $0 += 1 }
    }

    /// Returns once `count` reached `target`; throws after a second without it.
    func wait(for target: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(1)
        while count < target {
            guard ContinuousClock.now < deadline else { throw TimedOut() }
            try await Task.sleep(for: .milliseconds(1))
        }
    }
}
