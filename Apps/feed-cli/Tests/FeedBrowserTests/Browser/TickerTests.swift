import Foundation
import Testing

@testable import FeedBrowser

@Suite("Ticker: the spinner's clock never piles ticks up in front of the keys")
struct TickerTests {
    @Test("no second tick is sent until the loop took the first")
    func noSecondTickIsSentUntilTheLoopTookTheFirst() async throws {
        let ticks = TickCounter()
        let ticker = Ticker(send: { _ in ticks.add() })

        await ticker.set(running: true)
        try await ticks.wait(for: 1)
        try await Task.sleep(for: Ticker.interval * 5)
        let waiting = ticks.count
        await ticker.tickHandled()
        try await ticks.wait(for: 2)
        await ticker.set(running: false)

        #expect(waiting == 1, "one tick while the loop is busy")
        #expect(ticks.count == 2, "the next once it took the first")
    }
}

/// Counts ticks from the ticker's task. `@unchecked Sendable`: `value` is only touched under `lock`.
private final class TickCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    /// Polls until `count` ticks came, for at most 10 seconds (a guard for a busy machine, not a measure).
    func wait(for count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while self.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    }

    func add() {
        lock.withLock { value += 1 }
    }
}
