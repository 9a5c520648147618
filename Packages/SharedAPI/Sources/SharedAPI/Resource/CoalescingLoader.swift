/// Runs at most `maximumConcurrent` loads at once and shares one load among concurrent callers of the same key.
///
/// A load runs to its end even when a caller is cancelled, so the other callers can still share it.
public actor CoalescingLoader<Key: Hashable & Sendable, Value: Sendable> {
    /// Loads the value for a key; concurrent callers of that key share one call.
    public typealias Load = @Sendable (Key) async throws -> Value

    private let load: Load
    private let maximumConcurrent: Int
    private var inFlight: [Key: Task<Value, Error>] = [:]
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// - Parameters:
    ///   - maximumConcurrent: How many loads may run at once (at least 1; 6 as image libraries do).
    ///   - load: Loads the value of one key; called once per key for all the callers waiting on it.
    public init(maximumConcurrent: Int = 6, load: @escaping Load) {
        self.load = load
        self.maximumConcurrent = max(1, maximumConcurrent)
    }

    /// The value for `key`, from a load already in flight when there is one.
    public func value(for key: Key) async throws -> Value {
        if let task = inFlight[key] { return try await task.value }
        let task = Task { try await self.limited(key) }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await task.value
    }

    private func limited(_ key: Key) async throws -> Value {
        await acquire()
        defer { release() }
        try Task.checkCancellation()
        return try await load(key)
    }

    private func acquire() async {
        guard running >= maximumConcurrent else {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        guard !waiting.isEmpty else {
            running -= 1
            return
        }
        waiting.removeFirst().resume()
    }
}
