import EssentialFeed
import Foundation
import SharedAPI

/// How long one cache step may keep a command waiting: a cache that another program holds locked, or whose
/// opening blocks in SQLite's busy handler, is given up after `limit` instead of holding the command past its
/// deadline. Once a step gave up, every later step gives up at once: the step left behind may still hold the
/// store (a thread blocked in SQLite cannot be stopped), and one wait per run is enough.
///
/// `@unchecked Sendable`: `exceeded` is only read and written under `lock`.
public final class CacheDeadline: @unchecked Sendable {
    /// A cache step ran past the deadline, or an earlier one did.
    public struct Exceeded: FeedStoreFailure, CustomStringConvertible {
        /// The deadline that passed.
        public let limit: Duration

        /// The deadline `limit` passed.
        public init(limit: Duration) {
            self.limit = limit
        }

        /// Locked, not unreadable: deleting the cache is no way out.
        public var isUnreadableCache: Bool { false }
        public var description: String { "another program kept the cache locked for more than \(seconds) s" }
        /// The limit in seconds, as short as it can be said: `2`, `0.5`.
        public var seconds: String {
            let (whole, fraction) = limit.components
            let value = Double(whole) + Double(fraction) / 1e18
            return String(format: "%g", value)
        }
    }

    /// How long one step may wait.
    public let limit: Duration
    private let lock = NSLock()
    private var exceeded = false

    /// A deadline of `limit` for each step.
    public init(limit: Duration) {
        self.limit = limit
    }

    /// A deadline of `seconds` (the command's `--timeout`).
    public convenience init(seconds: Double) {
        self.init(limit: .milliseconds(Int64((seconds * 1000).rounded(.up))))
    }

    /// Whether a step gave up.
    public var hasGivenUp: Bool { lock.withLock { exceeded } }

    /// `step`'s result, or `Exceeded` once it ran `limit` long (and the step is cancelled and left behind).
    public func run<T: Sendable>(_ step: @escaping @Sendable () async throws -> T) async throws -> T {
        guard !hasGivenUp else { throw Exceeded(limit: limit) }
        let race = DeadlineRace<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation: continuation, step: step, limit: limit) { [self] in
                    lock.withLock { exceeded = true }
                    return Exceeded(limit: limit)
                }
            }
        } onCancel: {
            race.finish(with: .failure(CancellationError()))
        }
    }
}

/// One step against its deadline: whichever ends first resumes the caller, once, and cancels the other.
///
/// `@unchecked Sendable`: every stored property is only read and written under `lock`.
private final class DeadlineRace<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var finished = false
    private var tasks: [Task<Void, Never>] = []

    /// Runs `step` and a timer of `limit`; when the timer wins, `timedOut` says why, before the caller resumes.
    func start(
        continuation: CheckedContinuation<T, any Error>, step: @escaping @Sendable () async throws -> T,
        limit: Duration, timedOut: @escaping @Sendable () -> any Error
    ) {
        let cancelled = lock.withLock {
            if !finished { self.continuation = continuation }
            return finished
        }
        guard !cancelled else { return continuation.resume(throwing: CancellationError()) }
        let work = Task {
            do {
                self.finish(with: .success(try await step()))
            } catch {
                self.finish(with: .failure(error))
            }
        }
        let timer = Task {
            // Not `Task.sleep`: cancelled, it keeps its task until the deadline, one per cache write of a long walk.
            guard (try? await releasingSleep(for: limit)) != nil else { return }
            self.finish { .failure(timedOut()) }
        }
        let ended = lock.withLock {
            tasks = [work, timer]
            return finished
        }
        if ended { for task in [work, timer] { task.cancel() } }
    }

    func finish(with result: Result<T, any Error>) {
        finish { result }
    }

    /// Resumes the caller with `result()` unless it was resumed already; `result` runs only for the first.
    private func finish(_ result: () -> Result<T, any Error>) {
        let (waiting, tasks) = lock.withLock {
            let waiting = finished ? nil : continuation
            finished = true
            continuation = nil
            return (waiting, self.tasks)
        }
        for task in tasks { task.cancel() }
        guard let waiting else { return }
        waiting.resume(with: result())
    }
}
