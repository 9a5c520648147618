import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("The request log")
struct RequestLogTests {
    @Test("one line per answered request: method, path with query, status, milliseconds")
    func oneLinePerRequest() async throws {
        let (sut, log) = try makeSUT()

        let unknownImage = "00000000-0000-4000-8000-000000000000"

        try await sut.test { client in
            _ = try await client.get("/feed?limit=2")
            _ = try await client.get("/nothing-here")
            _ = try await client.post("/image/\(unknownImage)/comments", json: #"{"message":"hi"}"#)
        }

        #expect(
            log.lines.map { $0.replacing(/\s\d+ ms$/, with: " N ms") } == [
                "GET /feed?limit=2 200 N ms", "GET /nothing-here 404 N ms",
                "POST /image/\(unknownImage)/comments 404 N ms",
            ])
    }

    @Test("a refused request is logged with its status, and the token it carried never is")
    func tokenNeverLogged() async throws {
        let (sut, log) = try makeSUT { $0.token = "s3cret-token" }

        try await sut.test { client in
            _ = try await client.get("/feed", headers: [.authorization: "Bearer s3cret-token"])
            _ = try await client.get("/feed", headers: [.authorization: "Bearer wrong-token"])
        }

        #expect(log.lines.map { $0.replacing(/\s\d+ ms$/, with: "") } == ["GET /feed 200", "GET /feed 401"])
        #expect(!log.lines.joined().contains("token"))
    }

    @Test("the latency is part of the milliseconds")
    func latencyIsMeasured() async throws {
        let (sut, log) = try makeSUT { $0.latencyMilliseconds = 120 }

        try await sut.test { client in _ = try await client.get("/feed?limit=1") }

        let milliseconds = try #require(log.lines.first?.split(separator: " ").dropLast().last.flatMap { Int($0) })
        #expect((120..<2000).contains(milliseconds))
    }

    @Test("control characters and non-ASCII in a path are percent-encoded and a long path is cut")
    func hostilePathsAreEscaped() {
        let line = RequestLogLine(
            method: "GET", target: "/a\u{1B}[2J\nb/é" + String(repeating: "x", count: 2000), status: 404,
            elapsed: .milliseconds(7))

        #expect(line.text.hasPrefix("GET /a%1B[2J%0Ab/%C3%A9xxx"))
        #expect(line.text.hasSuffix("… 404 7 ms"))
        #expect(line.text.utf8.count < RequestLogLine.maximumTargetLength + 40)
    }

    private func makeSUT(_ configure: (inout SampleServerConfiguration) -> Void = { _ in }) throws
        -> (SUT, LogSpy)
    {
        let log = LogSpy()
        let sut = try SUT {
            $0.requestLog = { log.append($0) }
            configure(&$0)
        }
        return (sut, log)
    }
}
