#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a tick every `interval` until SIGINT, SIGTERM or cancellation; stopping is not a failure.
public struct Polling: Sendable {
    /// The time between two ticks, the first one included.
    public let interval: Duration

    /// Polling every `interval`.
    public init(interval: Duration) {
        self.interval = interval
    }

    /// Runs `tick` every `interval` on the main actor, and returns once SIGINT, SIGTERM or cancellation stopped it.
    public func untilStopped(_ tick: @escaping @MainActor () async -> Void) async {
        let polling = Task { @MainActor in
            while (try? await Task.sleep(for: interval)) != nil { await tick() }
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
