import Foundation

/// A clock moved by hand, for the in-process commands and the feature server's chatter. `@unchecked Sendable`:
/// `lock` guards `current`.
final class SettableClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) {
        current = start
    }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current.addTimeInterval(seconds) }
    }
}
