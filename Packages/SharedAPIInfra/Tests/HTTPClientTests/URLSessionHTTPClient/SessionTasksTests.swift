import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

@testable import URLSessionHTTPClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate appends each chunk to the body in place. Binding the entry copied the body so far on every
/// chunk: quadratic, which over the loopback cost seconds and, on a busy machine, a "no response" instead of "too
/// large". No timeout tells that apart from a slow machine, so this test makes the copies, not the clock, the
/// difference: a million 16-byte chunks up to the 16 MiB limit are 16 MiB appended in place, but 8 TiB copied
/// (hours on any machine) with a copy per chunk, which the time limit (``HangGuard``) then ends. Every wait is the
/// guard's: URLSession's own 60 s for a request is one more clock a busy machine could beat.
@Suite("URLSessionHTTPClient's session delegate", .timeLimit(.minutes(HangGuard.minutes)))
struct SessionTasksTests {
    @Test("appends each chunk in place: a million small chunks reach the default size limit")
    func appendsEachChunkInPlace() async throws {
        let limit = URLSessionHTTPClient.defaultMaximumResponseSize
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let tasks = SessionTasks()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = HangGuard.seconds
        let session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: URLRequest(url: server.url("/held"), timeoutInterval: HangGuard.seconds))
        let chunk = Data(count: 16)

        let error = await failure(
            of: try await withCheckedThrowingContinuation { continuation in
                tasks.start(task, limit: limit, timeout: HangGuard.seconds, continuation: continuation)
                for _ in 0...(limit / chunk.count) {
                    tasks.urlSession(session, dataTask: task, didReceive: chunk)
                }
            })

        #expect(error as? HTTPClientError == .responseTooLarge(limit: limit))
    }
}
