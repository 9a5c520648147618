import TerminalUITestSupport
import Testing

@testable import TerminalUI

/// The ticker's interval goes by on a manual clock, moved only once the ticker sleeps on it: no test waits on the
/// wall clock, so a machine with busy cores runs them as it runs them idle. The time limit only ends a broken test.
@Suite("Ticker: ticks while switched on, and only then", .timeLimit(.minutes(TerminalHangGuard.minutes)))
struct TickerTests {
    private static let interval = Duration.milliseconds(100)

    @Test("ticks again and again once switched on")
    func ticksWhileOn() async throws {
        let (ticker, clock, ticks) = makeSUT()

        await ticker.set(running: true)
        for count in 1...3 {
            try await clock.advanceWhenAsleep(by: Self.interval)
            try await ticks.wait(for: count)
        }
        await ticker.set(running: false)

        #expect(ticks.count == 3)
    }

    @Test("waits a whole interval before each tick")
    func waitsAWholeInterval() async throws {
        let (ticker, clock, ticks) = makeSUT()

        await ticker.set(running: true)
        try await clock.advanceWhenAsleep(by: Self.interval / 2)
        let halfway = ticks.count
        clock.advance(by: Self.interval / 2)
        try await ticks.wait(for: 1)
        await ticker.set(running: false)

        #expect(halfway == 0)
        #expect(ticks.count == 1)
    }

    @Test("never ticks before it is switched on, and no more once switched off")
    func silentWhileOff() async throws {
        let (ticker, clock, ticks) = makeSUT()

        clock.advance(by: Self.interval * 10)
        let sleepingBeforeOn = clock.sleeperCount
        await ticker.set(running: true)
        try await clock.advanceWhenAsleep(by: Self.interval)
        try await ticks.wait(for: 1)
        try await clock.waitUntilAsleep()
        await ticker.set(running: false)
        let sleepingAfterOff = clock.sleeperCount
        clock.advance(by: Self.interval * 10)

        #expect(sleepingBeforeOn == 0, "nothing waits for a tick before it is switched on")
        #expect(sleepingAfterOff == 0, "nothing waits for a tick once it is switched off")
        #expect(ticks.count == 1)
    }

    @Test("one at a time: no second tick is sent until the loop took the first")
    func noSecondTickIsSentUntilTheLoopTookTheFirst() async throws {
        let (ticker, clock, ticks) = makeSUT(oneAtATime: true)

        await ticker.set(running: true)
        try await clock.advanceWhenAsleep(by: Self.interval)
        try await ticks.wait(for: 1)
        for _ in 1...5 { try await clock.advanceWhenAsleep(by: Self.interval) }
        try await clock.waitUntilAsleep()
        let waiting = ticks.count
        await ticker.tickHandled()
        try await clock.advanceWhenAsleep(by: Self.interval)
        try await ticks.wait(for: 2)
        await ticker.set(running: false)

        #expect(waiting == 1, "one tick while the loop is busy")
        #expect(ticks.count == 2, "the next once it took the first")
    }

    @Test("switched on twice, it still ticks once per interval")
    func switchedOnTwice() async throws {
        let (ticker, clock, ticks) = makeSUT()

        await ticker.set(running: true)
        await ticker.set(running: true)
        try await clock.advanceWhenAsleep(by: Self.interval)
        try await ticks.wait(for: 1)
        try await clock.waitUntilAsleep()
        let sleeping = clock.sleeperCount
        await ticker.set(running: false)

        #expect(ticks.count == 1)
        #expect(sleeping == 1, "one loop waits for the next tick")
    }

    // MARK: - Helpers

    private func makeSUT(oneAtATime: Bool = false) -> (Ticker, ManualClock, TickCounter) {
        let clock = ManualClock()
        let ticks = TickCounter()
        let ticker = Ticker(interval: Self.interval, oneAtATime: oneAtATime, clock: clock) { ticks.add() }
        return (ticker, clock, ticks)
    }
}
