import Foundation
import Testing

/// Waits for `condition` by checking it often; fails after a bound generous enough for a starved CI machine.
func eventually(_ what: @autoclosure () -> String, within seconds: Double = 120, _ condition: () async -> Bool)
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
