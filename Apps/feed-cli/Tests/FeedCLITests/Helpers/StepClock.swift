import Synchronization

/// A clock whose sleeps end only when the test says so: `step()` waits until the code under test sleeps on it, then
/// wakes that sleeper. Between two steps no interval runs out on its own, so whatever the code does after a sleep
/// happens exactly when the test allows it, on a busy machine as on an idle one.
final class StepClock: Clock {
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleeper: CheckedContinuation<Void, any Error>?
        var sleeperArrived: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (refused, arrived) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
                    if Task.isCancelled { return (true, nil) }
                    state.sleeper = continuation
                    defer { state.sleeperArrived = nil }
                    return (false, state.sleeperArrived)
                }
                if refused { continuation.resume(throwing: CancellationError()) }
                arrived?.resume()
            }
        } onCancel: {
            state.withLock { state in
                defer { state.sleeper = nil }
                return state.sleeper
            }?.resume(throwing: CancellationError())
        }
    }

    /// Returns once the code under test sleeps on the clock: whatever it did before that sleep is done.
    func untilAsleep() async {
        await withCheckedContinuation { (arrived: CheckedContinuation<Void, Never>) in
            let asleep = state.withLock { state -> Bool in
                guard state.sleeper == nil else { return true }
                state.sleeperArrived = arrived
                return false
            }
            if asleep { arrived.resume() }
        }
    }

    /// Waits until the code sleeps, then ends that sleep, as though its whole interval had gone by.
    func step() async {
        await untilAsleep()
        state.withLock { state in
            defer { state.sleeper = nil }
            state.now = state.now.advanced(by: .seconds(1))
            return state.sleeper
        }?.resume()
    }
}
