import SharedAPITestSupport

/// Holds every load that enters until it is opened or the load is cancelled; records which keys entered and
/// which loads were cancelled.
///
/// A safety net, not a clock: a load still held after `failsafe` (``HangGuard``'s wait) is let through, so a loader that never cancels
/// makes its tests fail instead of hang. Passing tests end long before it, on a machine with busy cores too.
actor Gate {
    private static let failsafe = Duration.seconds(HangGuard.seconds)

    private(set) var entered: [String] = []
    private(set) var cancelled: [String] = []
    private(set) var exits = 0
    private var isOpen = false
    private var held: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var failsafeTask: Task<Void, Never>?

    var entries: Int { entered.count }

    deinit { failsafeTask?.cancel() }

    /// Waits until the gate opens, and returns which entry this was (1 for the first). Throws `CancellationError`
    /// when the entering task is cancelled first, unless it is `ignoringCancellation`, as a load that never checks.
    @discardableResult
    func enter(_ key: String = "", ignoringCancellation: Bool = false) async throws -> Int {
        entered.append(key)
        let ticket = entered.count
        defer { exits += 1 }
        guard !isOpen else { return ticket }
        armFailsafe()
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { held[ticket] = $0 }
            } onCancel: {
                guard !ignoringCancellation else { return }
                Task { await self.cancel(ticket) }
            }
        } catch {
            cancelled.append(key)
            throw error
        }
        return ticket
    }

    func open() {
        isOpen = true
        held.values.forEach { $0.resume() }
        held = [:]
    }

    /// Lets one held entry through, the gate staying closed for the others.
    func release(_ ticket: Int) {
        held.removeValue(forKey: ticket)?.resume()
    }

    func waitForEntries(_ count: Int) async {
        while entered.count < count { await Task.yield() }
    }

    func waitForExits(_ count: Int) async {
        while exits < count { await Task.yield() }
    }

    private func cancel(_ ticket: Int) {
        held.removeValue(forKey: ticket)?.resume(throwing: CancellationError())
    }

    private func armFailsafe() {
        guard failsafeTask == nil else { return }
        failsafeTask = Task { [weak self] in
            do { try await Task.sleep(for: Self.failsafe) } catch { return }
            await self?.open()
        }
    }
}
