import AsyncHTTPClient
import Foundation
import SharedAPI

/// The overall timeout, and the one error a caller sees whatever failed below.
extension NIOHTTPClient {
    /// Runs `operation` and fails with `.timedOut` when it takes longer than `seconds`; cancelling either ends both.
    static func within<T: Sendable>(
        seconds: Double, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                // Not `Task.sleep`: cancelled, it keeps its task until the deadline, one per request of a long walk.
                try await releasingSleep(seconds: seconds)
                throw SharedAPI.HTTPClientError.timedOut(seconds: seconds)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    static func nanoseconds(_ seconds: Double) -> Int64 {
        Int64(min(max(seconds, 0), 86_400) * 1_000_000_000)
    }

    /// Cancellation as `CancellationError`, the client's own errors as they are, AsyncHTTPClient's and SwiftNIO's
    /// as one line people can read.
    static func failure(_ error: any Error, timeout: Double) -> any Error {
        if Task.isCancelled { return CancellationError() }
        guard let failed = error as? FailedAt else { return error }
        switch failed.error {
        case is CancellationError: return CancellationError()
        case let error as AsyncHTTPClient.HTTPClientError where error == .cancelled: return CancellationError()
        case let error as AsyncHTTPClient.HTTPClientError
        where [.deadlineExceeded, .connectTimeout, .readTimeout].contains(error):
            return SharedAPI.HTTPClientError.timedOut(seconds: timeout)
        default: return SharedAPI.HTTPClientError.transport(TransportFailure.describe(failed.error, url: failed.url))
        }
    }
}
