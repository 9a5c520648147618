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

func waitUntil(timeout: Double = 5, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { throw WaitTimedOut() }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
}

struct WaitTimedOut: Error {}

/// A port nothing listens on: a server's, just stopped.
func unusedPort() throws -> Int {
    let server = try LoopbackHTTPServer { _ in .close }
    let port = server.port
    server.stop()
    return port
}
