import Foundation
import SharedAPITestSupport
import Testing

@testable import EssentialFeedCacheFolder

@Suite(
    "CacheDeadline: a cache step gives up at the deadline instead of blocking", .timeLimit(.minutes(HangGuard.minutes)))
struct CacheDeadlineTests {
    @Test("a step that ends returns its value")
    func returnsTheValue() async throws {
        let deadline = CacheDeadline(limit: .seconds(600))

        let value = try await deadline.run { 42 }

        #expect(value == 42)
        #expect(!deadline.hasGivenUp)
    }

    @Test("steps that end before their race is set up resume their callers once each")
    func stepsThatEndAtOnce_resumeTheirCallersOnce() async throws {
        let deadline = CacheDeadline(limit: .seconds(600))

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for value in 0..<500 { group.addTask { try await deadline.run { value } } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }

        #expect(values.sorted() == Array(0..<500))
        #expect(!deadline.hasGivenUp)
    }

    @Test("a step's error is thrown as it is")
    func throwsTheStepsError() async throws {
        let deadline = CacheDeadline(limit: .seconds(600))

        await #expect(throws: StepError.self) { try await deadline.run { throw StepError() } }
        #expect(!deadline.hasGivenUp)
    }

    @Test("a step that never ends gives up with Exceeded, and is cancelled")
    func givesUpOnAStepThatNeverEnds() async throws {
        let deadline = CacheDeadline(limit: .milliseconds(1))
        let cancelled = Flag()

        await #expect(throws: CacheDeadline.Exceeded.self) {
            try await deadline.run {
                await withTaskCancellationHandler {
                    await Self.never()
                } onCancel: {
                    cancelled.set()
                }
            }
        }
        while !cancelled.isSet { try await Task.sleep(for: .milliseconds(5)) }
        #expect(deadline.hasGivenUp)
    }

    @Test("once a step gave up, later steps give up at once without running")
    func laterStepsGiveUpAtOnce() async throws {
        let deadline = CacheDeadline(limit: .milliseconds(1))
        _ = try? await deadline.run { await Self.never() }
        let ran = Flag()

        await #expect(throws: CacheDeadline.Exceeded.self) { try await deadline.run { ran.set() } }
        #expect(!ran.isSet)
    }

    @Test("a cancelled caller stops waiting")
    func cancelledCallerStopsWaiting() async throws {
        let deadline = CacheDeadline(limit: .seconds(600))
        let waiting = Task { try await deadline.run { await Self.never() } }

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(!deadline.hasGivenUp)
    }

    @Test("the limit is said in seconds, as short as it can be", arguments: [(2.0, "2"), (0.5, "0.5"), (10, "10")])
    func saysTheLimitInSeconds(seconds: Double, said: String) {
        #expect(CacheDeadline.Exceeded(limit: CacheDeadline(seconds: seconds).limit).seconds == said)
    }

    @Test("more seconds than a deadline can be are the longest it can be", arguments: [1e300, .infinity])
    func tooManySecondsAreTheLongest(seconds: Double) {
        #expect(CacheDeadline(seconds: seconds).limit == .seconds(CacheDeadline.longest))
    }

    private struct StepError: Error {}

    /// Waits until cancelled, as a step blocked on a lock would wait, however long.
    private static func never() async {
        try? await Task.sleep(for: .seconds(86_400))
    }

    private final class Flag: @unchecked Sendable {
        // `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
