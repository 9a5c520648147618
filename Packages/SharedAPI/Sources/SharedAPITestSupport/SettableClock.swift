import Foundation

/// A clock the test moves by hand: code under test reads `now` through a `() -> Date` it is given, and the time
/// moves only when the test calls ``advance(by:)``. `@unchecked Sendable`: `lock` guards `current`.
public final class SettableClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// A clock that reads `start` until it is moved.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = start
    }

    /// The time the clock reads now.
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        current.addTimeInterval(seconds)
    }
}
