import Synchronization

/// How many events were sent to a program's loop and not yet taken. The loop draws a frame only when none is
/// waiting: keys typed faster than frames are drawn (sixel pictures on a slow machine) are each handled, and the
/// screen is drawn once for all of them, not once a key, seconds behind the last.
public final class EventBacklog: Sendable {
    private let waiting = Mutex(0)

    /// An empty backlog.
    public init() {}

    /// One more event sent.
    public func sent() {
        waiting.withLock { $0 += 1 }
    }

    /// One event taken by the loop.
    public func taken() {
        waiting.withLock { $0 = max(0, $0 - 1) }
    }

    /// Whether no event is waiting, so that a frame drawn now is not out of date at once.
    public var isIdle: Bool {
        waiting.withLock { $0 == 0 }
    }
}
