/// Running tasks by key, at most one a key: starting one cancels the one it replaces, and a task that ends learns
/// from its generation whether it is still the one of its key, so that the outcome of a replaced or cancelled task
/// is never used. Kept inside the actor that starts the tasks.
public struct KeyedTasks<Key: Hashable & Sendable>: Sendable {
    private var tasks: [Key: (generation: Int, task: Task<Void, Never>)] = [:]
    private var generation = 0

    /// No task.
    public init() {}

    /// Cancels the task of `key`, then keeps the one `start` makes as `key`'s.
    ///
    /// - Parameters:
    ///   - key: What the task is for.
    ///   - start: Starts the task, given its generation, which the task passes to ``end(_:generation:)``.
    public mutating func start(_ key: Key, _ start: (_ generation: Int) -> Task<Void, Never>) {
        cancel(key)
        generation += 1
        tasks[key] = (generation, start(generation))
    }

    /// Forgets the task of `key` that ends, when it is still `key`'s.
    ///
    /// - Parameters:
    ///   - key: What the task was for.
    ///   - generation: The generation ``start(_:_:)`` gave the task.
    /// - Returns: Whether the task was still `key`'s, so that its outcome counts.
    public mutating func end(_ key: Key, generation: Int) -> Bool {
        guard tasks[key]?.generation == generation else { return false }
        tasks[key] = nil
        return true
    }

    /// Cancels and forgets the task of `key`, if any.
    public mutating func cancel(_ key: Key) {
        tasks.removeValue(forKey: key)?.task.cancel()
    }

    /// Cancels and forgets every task.
    public mutating func cancelAll() {
        tasks.values.forEach { $0.task.cancel() }
        tasks = [:]
    }

    /// Whether a task runs for `key`.
    public func isRunning(_ key: Key) -> Bool {
        tasks[key] != nil
    }
}
