import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// Before, image bytes to a failing stdout crashed (a `try!` in the write), `feed`, `feed --json` and `comments`
/// to /dev/full or a closed stdout exited 0 having printed nothing, and a reader that left (`| head`) did not end
/// `feed --all` (which loaded every page) nor `comments --follow` (which never ended).
@Suite("End to end: a failed write to stdout ends the command at once: EPIPE quietly, others with exit 74")
struct StandardOutputEndToEndTests {
    @Test(
        "to /dev/full: one line saying stdout cannot be written, exit 74",
        arguments: [["feed"], ["feed", "--json"], ["comments", HostileAPI.imageID], ["image", HostileAPI.imageID]])
    func fullDevice(_ command: [String]) async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }

        let result = try await cli.shell(#""$FEED_CLI" "$@" >/dev/full"#, arguments: command + Self.base(api))

        #expect(result.exitCode == 74, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("feed-cli: cannot write to standard output: No space left on device\n"))
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("to a closed stdout: exit 74, and nothing written into the cache's files")
    func closedStandardOutput() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }

        let closed = try await cli.shell(#""$FEED_CLI" "$@" >&-"#, arguments: ["feed"] + Self.base(api))
        let cached = try await cli.run(["feed", "--json", "--base-url", "http://127.0.0.1:9"])

        #expect(closed.exitCode == 74, "\(closed.stderr)")
        #expect(closed.stderr.contains("cannot write to standard output: Bad file descriptor"))
        #expect(cached.exitCode == 69, "the cache belongs to the API's base URL, not this one: \(cached.stderr)")
    }

    @Test("2 MB of image bytes into head -c 10: ended by SIGPIPE (141), quietly")
    func imageBytesIntoHead() async throws {
        let (cli, api) = try Self.makeSUT()
        defer { cli.cleanUp(); api.server.stop() }
        api.make(.imageBytes, answer: .ok(HostileAPI.pngBytes + Data(count: 2_000_000), headers: Self.png))

        let result = try await cli.shell(
            #""$FEED_CLI" "$@" | head -c 10 | wc -c; echo "status ${PIPESTATUS[0]}""#,
            arguments: ["image", HostileAPI.imageID] + Self.base(api))

        #expect(result.stdout == "10\nstatus 141\n", "\(result.stderr)")
        #expect(result.stderr == "")
    }

    @Test("feed --all of an endless feed into head -1: ends after a few pages, not after every one")
    func endlessFeedIntoHead() async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let server = try LoopbackHTTPServer(handler: Self.endlessFeed)
        defer { server.stop() }

        let result = try await cli.shell(
            #""$FEED_CLI" "$@" | head -1; echo "status ${PIPESTATUS[0]}""#,
            arguments: ["feed", "--all", "--base-url", server.baseURL.absoluteString])

        #expect(result.stdout == "My Feed\nstatus 141\n", "\(result.stderr)")
        #expect(server.requests.count < 10)
    }

    @Test("comments --follow --json into head -2: ends at the next comment after the second")
    func followIntoHead() async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let server = try LoopbackHTTPServer(handler: Self.commentEveryRequest)
        defer { server.stop() }

        let result = try await cli.shell(
            #"timeout \#(HangGuard.timeoutOption) "$FEED_CLI" "$@" | head -2 | wc -l; echo "status ${PIPESTATUS[0]}""#,
            arguments: [
                "comments", HostileAPI.imageID, "--follow", "--json", "--interval", "1", "--base-url",
                server.baseURL.absoluteString,
            ])

        #expect(result.stdout == "2\nstatus 141\n", "\(result.stderr)")
    }

    private static let png = ["Content-Type": "image/png"]

    private static func makeSUT() throws -> (BuiltCLI, HostileAPI) {
        (try BuiltCLI(), try HostileAPI())
    }

    /// The API, and ``HangGuard``'s `--timeout`: its answer is waited for however busy the machine.
    private static func base(_ api: HostileAPI) -> [String] {
        ["--base-url", api.baseURL.absoluteString, "--timeout", HangGuard.timeoutOption]
    }

    /// Page after page of new images: the ids after `after_id`'s number.
    @Sendable private static func endlessFeed(_ request: RecordedRequest) -> LoopbackResponse {
        let after = request.target.split(separator: "-").last.flatMap { Int($0) } ?? 0
        let items = (after + 1...after + 100).map { number in
            HostileAPI.feedItem(id: "\"\(Self.id(number))\"", image: "\"http://127.0.0.1:9/\(number).png\"")
        }
        return .json(HostileAPI.feed(items))
    }

    /// One comment per request, new each time: its id counts the requests' half seconds.
    @Sendable private static func commentEveryRequest(_ request: RecordedRequest) -> LoopbackResponse {
        let number = Int(Date().timeIntervalSince1970 * 2)
        return .json(HostileAPI.comments([HostileAPI.comment(id: "\"\(id(number))\"")]))
    }

    private static func id(_ number: Int) -> String {
        let digits = String(number % 1_000_000_000_000)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }
}
