import Foundation
import SharedAPITestSupport

func failure<T>(of operation: @autoclosure () async throws -> T) async -> (any Error)? {
    do {
        _ = try await operation()
        return nil
    } catch {
        return error
    }
}

/// Returns once `condition` holds; `timeout` (``HangGuard``'s) only ends a broken test, so it is far above what a busy
/// machine needs.
func waitUntil(timeout: Double = HangGuard.seconds, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { throw WaitTimedOut() }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
}

struct WaitTimedOut: Error {}
