#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a tick every `interval` until SIGINT, SIGTERM or cancellation; stopping is not a failure.
public struct Polling: Sendable {
    /// The time between two ticks, the first one included.
    public let interval: Duration
    /// What measures the interval: a program's continuous clock, a test's manual one.
    public let clock: any Clock<Duration>

    /// Polling every `interval` of the continuous clock.
    public init(interval: Duration) {
        self.init(interval: interval, clock: ContinuousClock())
    }

    /// Polling every `interval` of `clock`.
    public init(interval: Duration, clock: any Clock<Duration>) {
        self.interval = interval
        self.clock = clock
    }

    /// Runs `tick` every `interval` on the main actor, and returns once SIGINT, SIGTERM or cancellation stopped it.
    public func untilStopped(_ tick: @escaping @MainActor () async -> Void) async {
        let interval = interval
        let clock = clock
        let polling = Task { @MainActor in
            while (try? await clock.sleep(for: interval)) != nil { await tick() }
        }
        let signals = SignalWatcher(stopping: [SIGINT, SIGTERM]) { polling.cancel() }
        await withTaskCancellationHandler {
            await polling.value
        } onCancel: {
            polling.cancel()
        }
        signals.stop()
    }
}
