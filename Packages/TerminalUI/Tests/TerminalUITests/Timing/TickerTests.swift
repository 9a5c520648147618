import Testing

@testable import TerminalUI

@Suite("Ticker: ticks while switched on, and only then")
struct TickerTests {
    @Test("ticks again and again once switched on")
    func ticksWhileOn() async throws {
        let ticks = TickCounter()
        let ticker = Ticker(interval: .milliseconds(1)) { ticks.add() }

        await ticker.set(running: true)
        try await ticks.wait(for: 3)
        await ticker.set(running: false)

        #expect(ticks.count >= 3)
    }

    @Test("never ticks before it is switched on, and no more once switched off")
    func silentWhileOff() async throws {
        let ticks = TickCounter()
        let ticker = Ticker(interval: .milliseconds(1)) { ticks.add() }

        try await Task.sleep(for: .milliseconds(20))
        let beforeOn = ticks.count
        await ticker.set(running: true)
        try await ticks.wait(for: 1)
        await ticker.set(running: false)
        try await Task.sleep(for: .milliseconds(10))
        let afterOff = ticks.count
        try await Task.sleep(for: .milliseconds(30))

        #expect(beforeOn == 0)
        #expect(ticks.count == afterOff)
    }

    @Test("one at a time: no second tick is sent until the loop took the first")
    func noSecondTickIsSentUntilTheLoopTookTheFirst() async throws {
        let ticks = TickCounter()
        let ticker = Ticker(oneAtATime: true) { ticks.add() }

        await ticker.set(running: true)
        try await ticks.wait(for: 1)
        try await Task.sleep(for: Ticker.defaultInterval * 5)
        let waiting = ticks.count
        await ticker.tickHandled()
        try await ticks.wait(for: 2)
        await ticker.set(running: false)

        #expect(waiting == 1, "one tick while the loop is busy")
        #expect(ticks.count == 2, "the next once it took the first")
    }

    @Test("switched on twice, it still ticks once per interval")
    func switchedOnTwice() async throws {
        let ticks = TickCounter()
        let ticker = Ticker(interval: .milliseconds(50)) { ticks.add() }

        await ticker.set(running: true)
        await ticker.set(running: true)
        try await ticks.wait(for: 1)
        try await Task.sleep(for: .milliseconds(15))
        await ticker.set(running: false)

        #expect(ticks.count == 1)
    }
}
