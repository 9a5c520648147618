import Foundation

/// The cache writes of one run, in order, off the path of what is shown: each write runs after the one before it,
/// and ``finish()`` waits for the last. A cache that another program holds locked then delays no page, only the end
/// of the run, until the write gets the lock or gives up.
///
/// `@unchecked Sendable`: `last` is only read and written under `lock`.
public final class CacheWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Task<Bool, Never>?

    /// No writes yet.
    public init() {}

    /// Starts `write` after `previous` (when given) and returns it.
    ///
    /// - Parameters:
    ///   - previous: The write this one follows, if any.
    ///   - write: The write; it gets whether `previous` succeeded (true when there is none) and returns whether it
    ///     succeeded itself.
    /// - Returns: The write's task.
    public func start(after previous: Task<Bool, Never>? = nil, _ write: @escaping @Sendable (Bool) async -> Bool)
        -> Task<Bool, Never>
    {
        lock.withLock {
            let task = Task { await write(await previous?.value ?? true) }
            last = task
            return task
        }
    }

    /// Starts `write` after the last write started, whatever became of it: for writes that do not depend on each
    /// other, such as image bytes, which ``finish()`` then all waits for.
    ///
    /// - Parameter write: The write; returns whether it succeeded.
    /// - Returns: The write's task.
    @discardableResult
    public func queue(_ write: @escaping @Sendable () async -> Bool) -> Task<Bool, Never> {
        lock.withLock {
            let previous = last
            let task = Task {
                _ = await previous?.value
                return await write()
            }
            last = task
            return task
        }
    }

    /// Waits for every write started so far: each waits for the one before it.
    public func finish() async {
        _ = await lock.withLock { last }?.value
    }
}
