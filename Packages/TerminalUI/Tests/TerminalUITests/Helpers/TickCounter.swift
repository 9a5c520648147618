/// Counts calls from any thread, and waits for a count.
final class TickCounter: Sendable {
    private let calls = WaitableCount()

    var count: Int { calls.value }

    func add() {
        calls.change(by: 1)
    }

    /// Returns once `count` reached `target`, however long the machine takes.
    func wait(for target: Int) async throws {
        try await calls.wait(atLeast: target)
    }
}
