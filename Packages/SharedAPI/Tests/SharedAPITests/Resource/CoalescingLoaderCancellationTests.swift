import SharedAPI
import Testing

@Suite("CoalescingLoader: a load goes on while someone waits for it, and stops when the last waiter leaves")
struct CoalescingLoaderCancellationTests {
    @Test("when every waiter of a key cancels, each gets CancellationError at once and the load is cancelled")
    func lastWaiterLeavingCancelsTheLoad() async throws {
        let (sut, gate) = makeSUT()
        let waiters = (0..<3).map { _ in Task { try await sut.value(for: "a") } }
        await waitUntil { await sut.waiterCount(for: "a") == 3 }

        waiters.forEach { $0.cancel() }

        for waiter in waiters { await #expect(throws: CancellationError.self) { try await waiter.value } }
        await gate.waitForExits(1)
        #expect(await gate.cancelled == ["a"])
    }

    @Test("while one waiter remains, the load goes on and that waiter gets its value")
    func remainingWaiterKeepsTheLoad() async throws {
        let (sut, gate) = makeSUT()
        let leaving = Task { try await sut.value(for: "a") }
        let staying = Task { try await sut.value(for: "a") }
        await waitUntil { await sut.waiterCount(for: "a") == 2 }

        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        await gate.open()

        #expect(try await staying.value == 1)
        #expect(await gate.entered == ["a"])
        #expect(await gate.cancelled == [])
    }

    @Test("a waiter arriving after a cancelled load starts a fresh load")
    func waiterAfterACancelledLoadStartsAFreshOne() async throws {
        let (sut, gate) = makeSUT()
        let first = Task { try await sut.value(for: "a") }
        await gate.waitForEntries(1)
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        await gate.waitForExits(1)

        let second = Task { try await sut.value(for: "a") }
        await gate.waitForEntries(2)
        await gate.open()

        #expect(try await second.value == 2)
        #expect(await gate.cancelled == ["a"])
    }

    @Test("a left load that ignores cancellation and ends late cannot answer the waiters of the fresh load")
    func leftLoadCannotAnswerTheFreshOne() async throws {
        let (sut, gate) = makeSUT(ignoringCancellation: true)
        let first = Task { try await sut.value(for: "a") }
        await gate.waitForEntries(1)
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        let second = Task { try await sut.value(for: "a") }
        await gate.waitForEntries(2)

        await gate.release(1)
        await waitUntil { await sut.runningLoadCount < 2 }
        await gate.open()

        #expect(try await second.value == 2)
        #expect(await gate.cancelled == [])
    }

    @Test("a load still queued for a slot and left by its waiters never starts, and the slots stay counted")
    func leftQueuedLoadNeverStarts() async throws {
        let (sut, gate) = makeSUT(maximumConcurrent: 1)
        let running = Task { try await sut.value(for: "running") }
        await gate.waitForEntries(1)
        let queued = Task { try await sut.value(for: "queued") }
        await waitUntil { await sut.queuedLoadCount == 1 }
        let next = Task { try await sut.value(for: "next") }
        await waitUntil { await sut.queuedLoadCount == 2 }

        queued.cancel()
        await #expect(throws: CancellationError.self) { try await queued.value }
        #expect(await sut.queuedLoadCount == 1)
        await gate.open()

        #expect(try await running.value == 1)
        #expect(try await next.value == 2)
        #expect(await gate.entered == ["running", "next"])
        #expect(await sut.runningLoadCount == 0)
        #expect(await sut.queuedLoadCount == 0)
    }

    @Test("a waiter already cancelled when it asks gets CancellationError and starts no load")
    func cancelledWaiterStartsNoLoad() async throws {
        let (sut, gate) = makeSUT()

        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.value(for: "a")
        }

        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(await gate.entered == [])
    }

    // MARK: - Helpers

    /// A loader whose loads wait at the gate and return which entry they were.
    private func makeSUT(
        maximumConcurrent: Int = 6, ignoringCancellation: Bool = false
    ) -> (sut: CoalescingLoader<String, Int>, gate: Gate) {
        let gate = Gate()
        let sut = CoalescingLoader<String, Int>(maximumConcurrent: maximumConcurrent) { key in
            try await gate.enter(key, ignoringCancellation: ignoringCancellation)
        }
        return (sut, gate)
    }

    /// Yields until `condition` holds: each check is a hop to an actor, no clock is involved.
    private func waitUntil(_ condition: () async -> Bool) async {
        while await !condition() { await Task.yield() }
    }
}
