import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// Waits for `condition` by checking it often; fails after ``HangGuard``'s bound, which only a hang reaches.
func eventually(
    _ what: @autoclosure () -> String, within seconds: Double = HangGuard.seconds, _ condition: () async -> Bool
)
    async throws
{
    let deadline = Date().addingTimeInterval(seconds)
    while !(await condition()) {
        guard Date() < deadline else {
            Issue.record("gave up waiting: \(what())")
            throw CancellationError()
        }
        try await Task.sleep(for: .milliseconds(50))
    }
}
