import Dispatch
import Foundation

/// Sleeps for `seconds` like `Task.sleep`, but a cancelled sleep lets go of everything it holds at once.
///
/// A cancelled `Task.sleep` resumes its caller at once, yet the runtime's timer keeps the sleeping task until the
/// original deadline (about 700 bytes each on Linux). A timeout raced against every page of a long feed then
/// keeps one per page for the whole timeout, and memory grows with the feed's length. Here the timer is a
/// dispatch source that cancellation cancels, so nothing outlives the sleep.
/// - Throws: `CancellationError` when the calling task is cancelled before the time is up.
public func releasingSleep(seconds: Double) async throws {
    let timer = ReleasingTimer()
    try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            timer.start(continuation, seconds: seconds)
        }
    } onCancel: {
        timer.end(with: CancellationError())
    }
}

/// Sleeps for `duration`, as ``releasingSleep(seconds:)`` does.
public func releasingSleep(for duration: Duration) async throws {
    let (seconds, attoseconds) = duration.components
    try await releasingSleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
}

/// One dispatch timer and the continuation it resumes, whichever of the deadline and cancellation comes first.
private final class ReleasingTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var source: (any DispatchSourceTimer)?
    private var ended = false

    func start(_ continuation: CheckedContinuation<Void, any Error>, seconds: Double) {
        // A dispatch source released before it was ever resumed is a crash in libdispatch: make one only to run it.
        let source: (any DispatchSourceTimer)? = lock.withLock {
            guard !ended else { return nil }
            let source = DispatchSource.makeTimerSource(queue: .global())
            (self.continuation, self.source) = (continuation, source)
            return source
        }
        guard let source else { return continuation.resume(throwing: CancellationError()) }
        let nanoseconds = Int(min(max(seconds, 0), 86_400) * 1_000_000_000)
        source.schedule(deadline: .now() + .nanoseconds(nanoseconds))
        source.setEventHandler { [weak self] in self?.end(with: nil) }
        source.resume()
    }

    /// Resumes the sleeper, normally or with `error`, and cancels the timer; only the first call does anything.
    func end(with error: (any Error)?) {
        let (waiting, source) = lock.withLock {
            defer { (continuation, self.source, ended) = (nil, nil, true) }
            return (continuation, self.source)
        }
        source?.cancel()
        guard let waiting else { return }
        if let error { waiting.resume(throwing: error) } else { waiting.resume() }
    }
}
