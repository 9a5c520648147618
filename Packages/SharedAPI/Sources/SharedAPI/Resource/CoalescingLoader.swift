/// Runs at most `maximumConcurrent` loads at once and shares one load among concurrent callers of the same key.
///
/// A load goes on while at least one of its callers waits for it. A cancelled caller stops waiting at once;
/// when the last one is cancelled the load is cancelled too (one still queued for a slot never starts), and the
/// next caller of that key starts a fresh load.
public actor CoalescingLoader<Key: Hashable & Sendable, Value: Sendable> {
    /// Loads the value for a key; concurrent callers of that key share one call.
    public typealias Load = @Sendable (Key) async throws -> Value

    /// One load in flight and the callers waiting for it, by caller.
    private struct SharedLoad {
        let id: Int
        let task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]
    }

    private let load: Load
    private let maximumConcurrent: Int
    private var inFlight: [Key: SharedLoad] = [:]
    private var running = 0
    private var queued: [(load: Int, slot: CheckedContinuation<Void, any Error>)] = []
    private var lastID = 0

    /// - Parameters:
    ///   - maximumConcurrent: How many loads may run at once (at least 1; 6 as image libraries do).
    ///   - load: Loads the value of one key; called once per key for all the callers waiting on it.
    public init(maximumConcurrent: Int = 6, load: @escaping Load) {
        self.load = load
        self.maximumConcurrent = max(1, maximumConcurrent)
    }

    /// The value for `key`, from a load already in flight when there is one; throws `CancellationError` as soon
    /// as the calling task is cancelled.
    public func value(for key: Key) async throws -> Value {
        let waiter = nextID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { join(key, waiter: waiter, $0) }
        } onCancel: {
            Task { await self.leave(key, waiter: waiter) }
        }
    }

    /// How many callers wait for the load of `key`.
    package func waiterCount(for key: Key) -> Int { inFlight[key]?.waiters.count ?? 0 }
    /// How many loads wait for a slot.
    package var queuedLoadCount: Int { queued.count }
    /// How many slots are taken.
    package var runningLoadCount: Int { running }

    private func join(_ key: Key, waiter: Int, _ continuation: CheckedContinuation<Value, any Error>) {
        guard !Task.isCancelled else { return continuation.resume(throwing: CancellationError()) }
        if inFlight[key] == nil { inFlight[key] = start(key) }
        inFlight[key]?.waiters[waiter] = continuation
    }

    /// Resumes the cancelled caller; the last one to leave cancels the load, or takes it out of the queue.
    private func leave(_ key: Key, waiter: Int) {
        guard let continuation = inFlight[key]?.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: CancellationError())
        guard let shared = inFlight[key], shared.waiters.isEmpty else { return }
        inFlight[key] = nil
        shared.task.cancel()
        dequeue(shared.id)
    }

    private func start(_ key: Key) -> SharedLoad {
        let id = nextID()
        let task = Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await self.limited(key, id: id))
            } catch {
                result = .failure(error)
            }
            self.finish(key, id: id, with: result)
        }
        return SharedLoad(id: id, task: task)
    }

    /// Answers the waiters of load `id`, unless they all left (and a fresh load of `key` may be in flight).
    private func finish(_ key: Key, id: Int, with result: Result<Value, any Error>) {
        guard let shared = inFlight[key], shared.id == id else { return }
        inFlight[key] = nil
        shared.waiters.values.forEach { $0.resume(with: result) }
    }

    private func limited(_ key: Key, id: Int) async throws -> Value {
        try Task.checkCancellation()
        try await acquire(for: id)
        defer { release() }
        try Task.checkCancellation()
        return try await load(key)
    }

    private func nextID() -> Int {
        lastID += 1
        return lastID
    }
}

/// The slots: a load takes one or queues for it, and hands it to the first in the queue when done.
extension CoalescingLoader {
    /// Returns holding a slot, or throws `CancellationError` without one when taken out of the queue.
    private func acquire(for load: Int) async throws {
        guard running >= maximumConcurrent else {
            running += 1
            return
        }
        try await withCheckedThrowingContinuation { queued.append((load, $0)) }
    }

    private func release() {
        guard !queued.isEmpty else {
            running -= 1
            return
        }
        queued.removeFirst().slot.resume()
    }

    private func dequeue(_ load: Int) {
        guard let index = queued.firstIndex(where: { $0.load == load }) else { return }
        queued.remove(at: index).slot.resume(throwing: CancellationError())
    }
}
