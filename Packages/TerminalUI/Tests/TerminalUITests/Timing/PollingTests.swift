import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// The interval goes by on a manual clock, moved only once the polling sleeps on it: nothing waits on the wall
/// clock. The time limit only ends a broken test.
@Suite("Polling: a tick every interval until stopped", .timeLimit(.minutes(TerminalHangGuard.minutes)))
struct PollingTests {
    @Test("ticks every interval until its task is cancelled, then returns and ticks no more")
    func ticksUntilCancelled() async throws {
        let interval = Duration.seconds(2)
        let clock = ManualClock()
        let ticks = TickCounter()
        let polling = Task { await Polling(interval: interval, clock: clock).untilStopped { ticks.add() } }

        for count in 1...3 {
            try await clock.advanceWhenAsleep(by: interval)
            try await ticks.wait(for: count)
        }
        polling.cancel()
        await polling.value
        let sleepingAfterStop = clock.sleeperCount
        clock.advance(by: interval * 10)

        #expect(ticks.count == 3)
        #expect(sleepingAfterStop == 0, "nothing waits for a tick once stopped")
    }
}
