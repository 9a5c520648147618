import EssentialFeed
import EssentialFeedSQLite
import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// The hostile-payload classes of docs/RELIABILITY.md at CLI level: every hostile class on every route ends in the
/// localized error with one cause line, exit 1, and leaves a valid cache exactly as it was, still the offline
/// fallback.
/// One suite per route, each serialized: 92 servers and CLI runs at once starved the in-process servers of other
/// suites into timeouts, and one line of 92 cases ended the app's tests half a minute after everything else; four
/// lines of at most 29 run beside each other.
@Suite("Hostile payloads: feed, comments, created comment and image bytes, every class")
struct HostilePayloadTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let route: HostileAPI.Route
        let name: String
        /// nil: the server is gone and its port refuses connections.
        let response: LoopbackResponse?
        var timeout = HangGuard.timeoutOption
        /// Bounded memory: at most this many body bytes may leave the server before the client stops reading.
        var maximumStreamedBytes: Int?

        var testDescription: String { "\(route.rawValue): \(name)" }

        /// What happened, as the headline says it: the server answered (404, or anything not a valid resource),
        /// or it could not be talked to (refused, reset, closed, silent, or a body past the size limit).
        var headline: String {
            switch response {
            case .hang?: "The server didn't answer in time"
            case nil, .reset?, .close?, .stream?: "Couldn't connect to server"
            case .respond(status: 404, _, _, _)?: "Not found"
            default: "The server sent invalid data"
            }
        }

        /// The exit code of the headline's kind (sysexits.h).
        var exitCode: Int32 {
            switch response {
            case .hang?: 75
            case nil, .reset?, .close?, .stream?: 69
            case .respond(status: 404, _, _, _)?: 66
            default: 65
            }
        }
    }

    @Suite("the feed", .serialized)
    struct Feed {
        @Test(
            "the localized error and one cause line, exit 1, no stack trace; the cache is untouched and still the fallback",
            arguments: HostilePayloadTests.feedCases)
        func hostileAnswer(_ hostile: Case) async throws {
            try await HostilePayloadTests().hostileAnswer(hostile)
        }
    }

    @Suite("the comments", .serialized)
    struct Comments {
        @Test(
            "the localized error and one cause line, exit 1, no stack trace; the cache is untouched and still the fallback",
            arguments: HostilePayloadTests.commentsCases)
        func hostileAnswer(_ hostile: Case) async throws {
            try await HostilePayloadTests().hostileAnswer(hostile)
        }
    }

    @Suite("the created comment", .serialized)
    struct CreatedComment {
        @Test(
            "the localized error and one cause line, exit 1, no stack trace; the cache is untouched and still the fallback",
            arguments: HostilePayloadTests.createdCommentCases)
        func hostileAnswer(_ hostile: Case) async throws {
            try await HostilePayloadTests().hostileAnswer(hostile)
        }
    }

    @Suite("the image bytes", .serialized)
    struct ImageBytes {
        @Test(
            "the localized error and one cause line, exit 1, no stack trace; the cache is untouched and still the fallback",
            arguments: HostilePayloadTests.imageBytesCases)
        func hostileAnswer(_ hostile: Case) async throws {
            try await HostilePayloadTests().hostileAnswer(hostile)
        }
    }

    /// Every class of one route: what the route's suite runs, one case at a time.
    private func hostileAnswer(_ hostile: Case) async throws {
        let cli = try InProcessCLI()
        let api = try HostileAPI()
        defer { api.server.stop() }
        let base = api.baseURL.absoluteString
        let seeded = await cli.run(["feed", "--json", "--base-url", base])
        try #require(seeded.exitCode == 0, "\(seeded.stderr)")
        let before = try await CacheSnapshot.read(cli, baseURL: api.baseURL)
        if let response = hostile.response { api.make(hostile.route, answer: response) } else { api.server.stop() }

        let result = await cli.run(command(for: hostile.route, base: base, cli: cli) + ["--timeout", hostile.timeout])
        let streamed = api.server.streamedByteCount
        let fallback = await cli.run(["feed", "--json", "--base-url", base, "--timeout", hostile.timeout])
        api.server.stop()
        let offline = await cli.run(["feed", "--json", "--base-url", base])

        let failure = hostile.route == .createdComment ? Self.withoutKeptMessage(result, hostile) : result
        expectOneLineFailure(failure, headline: hostile.headline, exitCode: hostile.exitCode)
        if let maximum = hostile.maximumStreamedBytes {
            #expect(streamed < maximum, "\(api.server.requests.map(\.target))")
        }
        if hostile.route == .imageBytes { #expect(!FileManager.default.fileExists(atPath: outputFile(cli).path)) }
        #expect(try await CacheSnapshot.read(cli, baseURL: api.baseURL) == before)
        for run in hostile.route == .feed ? [fallback, offline] : [offline] {
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(try run.json["source"] as? String == "cache")
            #expect(try run.itemIDs == seeded.itemIDs)
        }
    }

    /// A failed post ends with the message printed back and, when it may have been posted (the request reached the
    /// server, which did not answer it as not found or unauthorized), a line saying so before it: checked here, and
    /// taken off.
    private static func withoutKeptMessage(_ result: CLIResult, _ hostile: Case) -> CLIResult {
        var lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.popLast() == "Your message: Hello", "\(result.stderr)")
        if hostile.response != nil, ![66, 77].contains(hostile.exitCode) {
            #expect(lines.popLast()?.contains("may have been posted") == true, "\(result.stderr)")
        }
        return CLIResult(
            exitCode: result.exitCode, stdout: result.stdout, stderr: lines.map { $0 + "\n" }.joined())
    }

    private func expectOneLineFailure(
        _ result: CLIResult, headline: String, exitCode: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.exitCode == exitCode, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        #expect(lines.count == 3 && lines.last == "", "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(lines.first.map(String.init) == headline, sourceLocation: sourceLocation)
        #expect(
            lines.count > 1 && !lines[1].trimmingCharacters(in: .whitespaces).isEmpty, sourceLocation: sourceLocation)
        for trace in ["Fatal error", "Stack dump", "Current stack trace", "\u{1B}"] {
            #expect(!result.stderr.contains(trace), sourceLocation: sourceLocation)
        }
    }

    /// The command that loads `route`; the feed runs with a cache dir of its own, so it has no cache to fall back on.
    private func command(for route: HostileAPI.Route, base: String, cli: InProcessCLI) -> [String] {
        let id = HostileAPI.imageID
        switch route {
        case .feed:
            return ["feed", "--base-url", base, "--cache-dir", cli.cacheDirectory.appendingPathComponent("empty").path]
        case .comments: return ["comments", id, "--base-url", base]
        case .createdComment: return ["comment", id, "Hello", "--base-url", base]
        case .imageBytes: return ["image", id, "--output", outputFile(cli).path, "--base-url", base]
        }
    }

    private func outputFile(_ cli: InProcessCLI) -> URL {
        cli.cacheDirectory.appendingPathComponent("image.png")
    }
}

// MARK: - The classes, per route

extension HostilePayloadTests {
    private static let html = Data("<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>".utf8)
    private static let limit = 16 * 1024 * 1024

    /// Classes every route shares: transport faults, statuses, sizes and HTML pages.
    private static func transportCases(_ route: HostileAPI.Route) -> [Case] {
        [
            Case(
                route: route, name: "an empty 200 body",
                response: .ok(Data(), headers: ["Content-Type": "application/json"])),
            Case(
                route: route, name: "an HTML error page (502)",
                response: .respond(status: 502, headers: ["Content-Type": "text/html"], body: html)),
            Case(
                route: route, name: "an HTML page with 200",
                response: .respond(status: 200, headers: ["Content-Type": "text/html"], body: html)),
            Case(route: route, name: "404", response: .json(#"{"error":"not found"}"#, status: 404)),
            Case(route: route, name: "500 without a body", response: .respond(status: 500)),
            Case(route: route, name: "a 3xx without a Location", response: .respond(status: 304)),
            Case(
                route: route, name: "a 1 GiB body without a length, over the 16 MiB limit",
                response: .stream(count: 64 * limit), maximumStreamedBytes: 2 * limit),
            Case(route: route, name: "a server that accepts and never answers", response: .hang, timeout: "1"),
            Case(route: route, name: "a connection reset", response: .reset),
            Case(route: route, name: "a connection closed without an answer", response: .close),
            Case(route: route, name: "a refused connection", response: nil),
        ]
    }

    /// JSON classes of a route whose valid body is `valid`, mutated by the route's own cases.
    private static func jsonCases(_ route: HostileAPI.Route, valid: String, status: Int = 200) -> [Case] {
        transportCases(route) + [
            Case(route: route, name: "malformed JSON", response: .json(#"{"items":[}"#, status: status)),
            Case(
                route: route, name: "a body truncated in the middle",
                response: .json(String(valid.prefix(valid.count / 2)), status: status)),
            Case(
                route: route, name: "valid JSON labelled text/html",
                response: .respond(status: status, headers: ["Content-Type": "text/html"], body: Data(valid.utf8))),
            Case(route: route, name: "JSON null", response: .json("null", status: status)),
            Case(
                route: route, name: "a JSON array instead of an object", response: .json("[\(valid)]", status: status)),
        ]
    }

    static var feedCases: [Case] {
        func item(_ id: String, _ description: String, _ location: String, _ image: String) -> String {
            HostileAPI.feedItem(id: id, description: description, location: location, image: image)
        }
        let feed = HostileAPI.feed
        let valid = HostileAPI.feedItem()
        let cases: [(String, String)] = [
            ("items of the wrong type", #"{"items":{}}"#),
            ("items null", #"{"items":null}"#),
            ("an id of the wrong type", feed([item(#"42"#, "\"d\"", "\"l\"", "\"http://a.example/1.png\"")])),
            ("a null id", feed([item("null", "\"d\"", "\"l\"", "\"http://a.example/1.png\"")])),
            ("a missing image", #"{"items":[{"id":"\#(HostileAPI.imageID)"}]}"#),
            ("a missing items key", #"{"images":[]}"#),
            ("an invalid UUID", feed([item("\"nope\"", "null", "null", "\"http://a.example/1.png\"")])),
            (
                "a UUID with a sign inside a group",
                feed([item("\"73A7F70C-75DA-4C2E-B6A3-E70C-7553AA6\"", "null", "null", "\"http://a.example/1.png\"")])
            ),
            (
                "a sign-inside-a-group UUID written with an escape",
                feed([
                    item("\"73A7F70C-75DA-4C2E-B6A3-E70C\\u002d7553AA6\"", "null", "null", "\"http://a.example/1.png\"")
                ])
            ),
            (
                "a javascript: image URL",
                feed([item("\"\(HostileAPI.imageID)\"", "null", "null", "\"javascript:alert(1)\"")])
            ),
            (
                "an image URL that is not a URL",
                feed([item("\"\(HostileAPI.imageID)\"", "null", "null", "\"not a url\"")])
            ),
            (
                "a description of the wrong type",
                feed([item("\"\(HostileAPI.imageID)\"", "[1]", "null", "\"http://a.example/1.png\"")])
            ),
            ("duplicate ids", feed([valid, valid])),
        ]
        return jsonCases(
            .feed, valid: feed([valid, HostileAPI.feedItem(id: "\"44444444-4444-4444-8444-444444444444\"")]))
            + cases.map { Case(route: .feed, name: $0.0, response: .json($0.1)) }
    }

    static var commentsCases: [Case] {
        let list = HostileAPI.comments
        let cases: [(String, String)] = [
            ("items of the wrong type", #"{"items":"none"}"#),
            ("items null", #"{"items":null}"#),
            ("a message of the wrong type", list([HostileAPI.comment(message: "42")])),
            ("a null message", list([HostileAPI.comment(message: "null")])),
            (
                "a missing created_at",
                list([#"{"id":"22222222-2222-4222-8222-222222222222","message":"m","author":{"username":"a"}}"#])
            ),
            (
                "a missing author",
                list([
                    #"{"id":"22222222-2222-4222-8222-222222222222","message":"m","created_at":"2026-11-20T10:00:00Z"}"#
                ])
            ),
            ("an invalid UUID", list([HostileAPI.comment(id: "\"nope\"")])),
            (
                "a UUID with a sign inside a group",
                list([HostileAPI.comment(id: "\"73A7F70C-75DA-4C2E-B6A3-E70C+7553AA6\"")])
            ),
            ("a date that is not a date", list([HostileAPI.comment(createdAt: "\"yesterday\"")])),
            ("a date out of range", list([HostileAPI.comment(createdAt: "\"2026-13-45T99:00:00Z\"")])),
            ("one invalid item among valid ones", list([HostileAPI.comment(), HostileAPI.comment(id: "\"x\"")])),
        ]
        return jsonCases(.comments, valid: list([HostileAPI.comment(), HostileAPI.comment()]))
            + cases.map { Case(route: .comments, name: $0.0, response: .json($0.1)) }
    }

    static var createdCommentCases: [Case] {
        let cases: [(String, String)] = [
            ("a message of the wrong type", HostileAPI.comment(message: "[\"x\"]")),
            ("a null id", HostileAPI.comment(id: "null")),
            (
                "a missing message",
                #"{"id":"22222222-2222-4222-8222-222222222222","created_at":"2026-11-20T10:00:00Z","author":{"username":"a"}}"#
            ),
            ("an author without a username", HostileAPI.comment(author: "{}")),
            ("an invalid UUID", HostileAPI.comment(id: "\"22222222-2222-4222-8222-22222222222\"")),
            ("a date that is not a date", HostileAPI.comment(createdAt: "\"2026-11-20 10:00\"")),
            ("a list instead of one comment", HostileAPI.comments([HostileAPI.comment()])),
        ]
        return jsonCases(.createdComment, valid: HostileAPI.comment(), status: 201)
            + cases.map { Case(route: .createdComment, name: $0.0, response: .json($0.1, status: 201)) }
    }

    static var imageBytesCases: [Case] {
        transportCases(.imageBytes) + [
            Case(route: .imageBytes, name: "JSON instead of image bytes", response: .json(#"{"error":"nope"}"#)),
            Case(
                route: .imageBytes, name: "image bytes with 201",
                response: .respond(status: 201, headers: ["Content-Type": "image/png"], body: HostileAPI.pngBytes)),
        ]
    }
}

/// What the cache holds, read straight from its file: the feed, its timestamp and the image data statistics.
struct CacheSnapshot: Equatable {
    let feed: [LocalFeedImage]
    let timestamp: Date?
    let imageCount: Int
    let imageBytes: Int

    static func read(_ cli: InProcessCLI, baseURL: URL) async throws -> CacheSnapshot {
        let file = cli.cacheDirectory.appendingPathComponent(FeedCLITestKeys.key(for: baseURL))
            .appendingPathComponent("feed.sqlite")
        try #require(FileManager.default.fileExists(atPath: file.path))
        let store = SQLiteFeedStore(url: file)
        let cached = try await store.retrieve()
        let images = try await store.imageStatistics()
        return CacheSnapshot(
            feed: cached?.feed ?? [], timestamp: cached?.timestamp, imageCount: images.count, imageBytes: images.bytes)
    }
}
