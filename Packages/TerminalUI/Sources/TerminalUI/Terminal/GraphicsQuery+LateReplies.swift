import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The replies of a query the terminal had not finished answering when ``GraphicsQuery/ask(_:timeoutMilliseconds:environment:)``
/// stopped waiting: a slow terminal (or an ssh link) answers after the deadline, and whatever is unread when the
/// program exits goes to the shell, which types it out as if keys were pressed. At exit they are read and dropped.
extension GraphicsQuery {
    /// How long the exit waits for the rest of an unanswered query at most.
    static let lateReplyMilliseconds = 1000

    private static let lateReplies = LateReplies()

    /// Remembers that `terminal` still owes the end of its answer; at exit it is awaited (``readLateReplies()``).
    static func expectLateReplies(on terminal: RawTerminal) {
        if lateReplies.set(terminal) { atexit { GraphicsQuery.readLateReplies() } }
    }

    /// Reads and drops what the terminal still owes, up to its device attributes reply (the last it sends), for at
    /// most ``lateReplyMilliseconds``, then gives the input the person's settings back; nothing when no answer is
    /// owed.
    static func readLateReplies() {
        guard let terminal = lateReplies.take() else { return }
        _ = terminal.exchange("", timeoutMilliseconds: lateReplyMilliseconds) { parse($0).isComplete }
        QuietInput.shared.end()
    }
}

/// `@unchecked Sendable`: `terminal` and `registered` are only touched under `lock`.
private final class LateReplies: @unchecked Sendable {
    private let lock = NSLock()
    private var terminal: RawTerminal?
    private var registered = false

    /// Whether this is the first terminal set (the exit hook is to be installed).
    func set(_ terminal: RawTerminal) -> Bool {
        lock.withLock {
            self.terminal = terminal
            defer { registered = true }
            return !registered
        }
    }

    func take() -> RawTerminal? {
        lock.withLock {
            defer { terminal = nil }
            return terminal
        }
    }
}
