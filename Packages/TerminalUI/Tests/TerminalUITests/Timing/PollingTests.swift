import Testing

@testable import TerminalUI

@Suite("Polling: a tick every interval until stopped")
struct PollingTests {
    @Test("ticks every interval until its task is cancelled, then returns and ticks no more")
    func ticksUntilCancelled() async throws {
        let ticks = TickCounter()
        let polling = Task { await Polling(interval: .milliseconds(1)).untilStopped { ticks.add() } }

        try await ticks.wait(for: 3)
        polling.cancel()
        await polling.value
        let stopped = ticks.count
        try await Task.sleep(for: .milliseconds(20))

        #expect(stopped >= 3)
        #expect(ticks.count == stopped)
    }
}
