/// The running work of a program's effects, at most one task a key, whose outcomes go back to the program: a task
/// started for a busy key replaces (cancels) the one running, a cancelled or replaced task's outcome is never sent,
/// and the current one's is sent as it ends.
public actor EffectTasks<Key: Hashable & Sendable, Outcome: Sendable> {
    private var tasks = KeyedTasks<Key>()
    private let send: @Sendable (Outcome) -> Void

    /// No task yet.
    ///
    /// - Parameter send: Takes the outcome of each task that was still its key's when it ended, one at a time, in
    ///   the order they ended (a loop's `send`).
    public init(send: @escaping @Sendable (Outcome) -> Void) {
        self.send = send
    }

    /// Runs `work` as `key`'s task, cancelling the one it replaces.
    ///
    /// - Parameters:
    ///   - key: What the task is for.
    ///   - work: The task's work; it should honour cancellation, and its outcome is sent unless it was cancelled
    ///     or replaced meanwhile.
    public func start(_ key: Key, _ work: @escaping @Sendable () async -> Outcome) {
        tasks.start(key) { generation in
            Task {
                let outcome = await work()
                self.finish(key, generation: generation, outcome: outcome)
            }
        }
    }

    /// Cancels the task of `key`, if any: its outcome is not sent.
    public func cancel(_ key: Key) {
        tasks.cancel(key)
    }

    /// Cancels every task: no outcome is sent any more.
    public func cancelAll() {
        tasks.cancelAll()
    }

    /// Whether a task runs for `key`.
    public func isRunning(_ key: Key) -> Bool {
        tasks.isRunning(key)
    }

    private func finish(_ key: Key, generation: Int, outcome: Outcome) {
        guard tasks.end(key, generation: generation) else { return }
        send(outcome)
    }
}
