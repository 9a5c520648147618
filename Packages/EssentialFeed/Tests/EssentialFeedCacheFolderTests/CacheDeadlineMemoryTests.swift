import Foundation
import SharedAPITestSupport
import Testing

@testable import EssentialFeedCacheFolder

@Suite("CacheDeadline keeps nothing once a step is done")
struct CacheDeadlineMemoryTests {
    @Test("8,000 steps done under a deadline of an hour keep no memory: a long feed walk's writes stay flat")
    func finishedStepsKeepNoMemory() async throws {
        let deadline = CacheDeadline(limit: .seconds(3_600))
        let before = residentMemoryBytes()

        for _ in 0..<8_000 {
            // The step takes a moment, so the deadline's timer is running when the step ends.
            try await deadline.run { try await Task.sleep(for: .milliseconds(1)) }
        }

        // A cancelled `Task.sleep` as the timer kept about 700 bytes per step until its deadline: 5.6 MB.
        #expect(residentMemoryBytes() - before < 2_500_000)
    }
}
