import Synchronization

/// A number that goes up and down, and that a test can wait for: `wait(atLeast:)` returns once the number reached
/// the value, whenever that is, and throws `CancellationError` when its task is cancelled (the test's time limit),
/// so a wait never outlives its test and never reads the wall clock.
final class WaitableCount: Sendable {
    private struct Waiter {
        let target: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var value = 0
        var nextID = 0
        var waiters: [Int: Waiter] = [:]
    }

    private let state = Mutex(State())

    var value: Int { state.withLock { $0.value } }

    func change(by delta: Int) {
        let reached = state.withLock { state in
            state.value += delta
            let reached = state.waiters.filter { $0.value.target <= state.value }
            for id in reached.keys { state.waiters[id] = nil }
            return reached.values.map(\.continuation)
        }
        for continuation in reached { continuation.resume() }
    }

    /// Returns once the number is `target` or more.
    func wait(atLeast target: Int) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.value >= target { return .success(()) }
                    state.waiters[id] = Waiter(target: target, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }
}
