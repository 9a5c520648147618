import Foundation
import SharedAPI
import SharedAPITestSupport
import Testing

/// The response size limit, announced or not.
extension HTTPClientSpecs {
    func assertRefusesAnAnnouncedLengthOverTheLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .ok(Data(count: 2_000)) }
        defer { server.stop() }

        let error = await failure(of: try await makeSUT(maximumResponseSize: 1_000).get(server.url("/big")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: 1_000))
    }

    func assertFailsWhenAStreamedBodyExceedsTheLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .stream(count: 1024 * 1024) }
        defer { server.stop() }

        let error = await failure(of: try await makeSUT(maximumResponseSize: 100_000).get(server.url("/big")))

        #expect(error as? HTTPClientError == .responseTooLarge(limit: 100_000))
    }

    func assertDeliversAStreamedBodyOfExactlyTheLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .stream(count: 100_000) }
        defer { server.stop() }

        let (data, _) = try await makeSUT(maximumResponseSize: 100_000).get(server.url("/exact"))

        #expect(data.count == 100_000)
    }
}
