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

    /// A deadline of `seconds` (the command's `--timeout`), at most `longest`: `--timeout 1e300` crashed here,
    /// converting more milliseconds than an `Int64` holds.
    public convenience init(seconds: Double) {
        let seconds = seconds.isNaN ? 0 : min(max(seconds, 0), Self.longest)
        self.init(limit: .milliseconds(Int64((seconds * 1000).rounded(.up))))
    }

    /// The longest deadline, in seconds: about 31 years, which every timer and clock here can add to now.
    public static let longest: Double = 1e9

    /// How long a store under this deadline waits for a lock before failing on its own: twice `limit`, so that a
    /// step blocked on a lock is given up by the deadline (and said as such), never by the store a moment before.
    var storeLockWait: Duration { limit * 2 }

    /// Whether a step gave up.
    public var hasGivenUp: Bool { lock.withLock { exceeded } }

    /// `step`'s result, or `Exceeded` once it ran `limit` long (and the step is cancelled and left behind).
    ///
    /// The race is not generic, nor are its stored properties: laying a generic race's fields out looked `Never: Error`
    /// up in every conformance of the program, 0.5M instructions of an offline `feed`.
    public func run<T: Sendable>(_ step: @escaping @Sendable () async throws -> T) async throws -> T {
        guard !hasGivenUp else { throw Exceeded(limit: limit) }
        let race = DeadlineRace()
        let limit = limit
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                guard race.begin(cancelled: { continuation.resume(throwing: CancellationError()) }) else {
                    return continuation.resume(throwing: CancellationError())
                }
                let work = Task {
                    do {
                        let value = try await step()
                        race.finish { continuation.resume(returning: value) }
                    } catch {
                        race.finish { continuation.resume(throwing: error) }
                    }
                }
                let timer = Task {
                    // Not `Task.sleep`: cancelled, it keeps its task until the deadline, one per cache write of a
                    // long walk.
                    guard (try? await releasingSleep(for: limit)) != nil else { return }
                    race.finish { [self] in
                        lock.withLock { exceeded = true }
                        continuation.resume(throwing: Exceeded(limit: limit))
                    }
                }
                race.hold {
                    work.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            race.cancel()
        }
    }
}

/// One step against its deadline: whichever of the step, the timer and the caller's cancellation ends first resumes
/// the caller, once, and stops the others.
///
/// `@unchecked Sendable`: every stored property is only read and written under `lock`.
private final class DeadlineRace: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var stop: (@Sendable () -> Void)?
    private var cancelled: (@Sendable () -> Void)?

    /// Holds how to resume the caller when it is cancelled; false when it was cancelled already (nothing started).
    func begin(cancelled: @escaping @Sendable () -> Void) -> Bool {
        lock.withLock {
            guard !finished else { return false }
            self.cancelled = cancelled
            return true
        }
    }

    /// Holds how to stop the step and its timer; stops them at once when the race is over already.
    func hold(stop: @escaping @Sendable () -> Void) {
        let over = lock.withLock {
            if !finished { self.stop = stop }
            return finished
        }
        if over { stop() }
    }

    /// The caller was cancelled: stops the step and its timer and resumes it with `CancellationError`, unless the
    /// race is over.
    func cancel() {
        let (stop, cancelled) = lock.withLock { () -> ((@Sendable () -> Void)?, (@Sendable () -> Void)?) in
            guard !finished else { return (nil, nil) }
            finished = true
            defer {
                self.stop = nil
                self.cancelled = nil
            }
            return (self.stop, self.cancelled)
        }
        stop?()
        cancelled?()
    }

    /// Runs `resume` unless the race is over, and stops the step and its timer.
    func finish(_ resume: () -> Void) {
        let (first, stop) = lock.withLock {
            let first = !finished
            finished = true
            let stop = self.stop
            self.stop = nil
            self.cancelled = nil
            return (first, stop)
        }
        stop?()
        if first { resume() }
    }
}
