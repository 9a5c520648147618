import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("Latency")
struct LatencyTests {
    @Test(
        "every response, errors included, waits at least the configured latency", arguments: ["/feed", "/feed?limit=0"])
    func delaysResponses(route: String) async throws {
        let sut = try SUT { $0.latencyMilliseconds = 150 }
        let clock = ContinuousClock()

        let elapsed = try await clock.measure { _ = try await sut.test { try await $0.get(route) } }

        #expect(elapsed >= .milliseconds(150))
    }

    @Test("a negative latency is rejected at start")
    func rejectsNegativeLatency() {
        #expect(throws: SampleServerError.invalidConfiguration("latency must not be negative")) {
            try SUT { $0.latencyMilliseconds = -1 }
        }
    }
}
