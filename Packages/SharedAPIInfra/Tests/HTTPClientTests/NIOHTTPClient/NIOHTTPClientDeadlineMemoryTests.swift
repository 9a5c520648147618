import Foundation
import SharedAPITestSupport
import Testing

@testable import NIOHTTPClient

@Suite("NIOHTTPClient's timeout keeps nothing once the request is done")
struct NIOHTTPClientDeadlineMemoryTests {
    @Test("8,000 requests done under a timeout of an hour keep no memory: a long feed walk stays flat")
    func finishedRacesKeepNoMemory() async throws {
        let before = residentMemoryBytes()

        for _ in 0..<8_000 {
            // The request takes a moment, so the timeout's timer is running when the request wins.
            try await NIOHTTPClient.within(seconds: 3_600) { try await Task.sleep(for: .milliseconds(1)) }
        }

        // A cancelled `Task.sleep` as the timer kept about 700 bytes per request until its deadline: 5.6 MB.
        #expect(residentMemoryBytes() - before < 2_500_000)
    }
}
