import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

/// Refusals, broken connections, timeouts and cancellation.
extension HTTPClientSpecs {
    func assertFailsWithATransportErrorOnConnectionRefused() async throws {
        let refusing = try HeldPort()
        let port = refusing.port

        let error = await failure(of: try await makeSUT().get(URL(string: "http://127.0.0.1:\(port)/feed")!))

        guard case .transport = error as? HTTPClientError else {
            Issue.record("got \(String(describing: error))"); return
        }
    }

    func assertFailsWithATransportErrorWhenTheConnectionEndsWithoutAnAnswer(_ answer: LoopbackResponse) async throws {
        let server = try LoopbackHTTPServer { _ in answer }
        defer { server.stop() }

        let error = await failure(of: try await makeSUT().get(server.url("/feed")))

        guard case .transport = error as? HTTPClientError else {
            Issue.record("got \(String(describing: error))"); return
        }
    }

    func assertTimesOutWhenTheServerNeverAnswers() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }

        let error = await failure(of: try await makeSUT(timeout: 0.3).get(server.url("/feed")))

        #expect(error as? HTTPClientError == .timedOut(seconds: 0.3))
    }

    func assertCancelledMidFlightThrowsCancellationAndClosesTheConnection() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let sut = makeSUT(timeout: HangGuard.seconds)

        let task = Task { try await sut.get(server.url("/feed")) }
        try await waitUntil { server.requests.count == 1 }
        task.cancel()

        #expect(await failure(of: try await task.value) is CancellationError)
        try await waitUntil { server.closedConnectionCount == 1 }
    }

    func assertCancelledBeforeStartingDeliversNoResult() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data("late".utf8)) }
        defer { server.stop() }
        let sut = makeSUT()

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.get(server.url("/feed"))
        }

        #expect(await failure(of: try await task.value) is CancellationError)
    }
}
