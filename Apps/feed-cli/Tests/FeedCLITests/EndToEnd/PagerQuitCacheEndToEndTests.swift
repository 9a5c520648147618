import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import Testing

/// Quitting `less` after the first page of a walk replaced a longer saved feed with the pages written so far.
@Suite("End to end: a feed walk cut short by a reader who quit the pager keeps a longer saved feed")
struct PagerQuitCacheEndToEndTests {
    @Test("quitting the pager during feed --all keeps the saved 2,000 images; a walk that ends as asked replaces them")
    func walkCutShortKeepsTheLongerFeed() async throws {
        let server = try await ServeProcess(arguments: ["--items", "2000"])
        let cli = try BuiltCLI()
        defer {
            cli.cleanUp()
            server.send(SIGKILL)
        }
        let api = ["--base-url", server.baseURL.absoluteString, "--timeout", HangGuard.timeoutOption]
        _ = try await cli.run(["feed", "--all"] + api)

        let quit = try cli.onTerminal(
            "\"$FEED_CLI\" feed --all \(api.joined(separator: " ")); echo \"status=$?\"",
            environment: ["PAGER": "head -c 1 >/dev/null"])
        let afterQuit = try await savedCount(cli, api)
        _ = try await cli.run(["feed"] + api)
        let afterOnePage = try await savedCount(cli, api)

        #expect(quit.stdout.contains("status=141"), "\(quit.stdout)")
        #expect(afterQuit == 2000)
        #expect(afterOnePage == 10)
    }

    private func savedCount(_ cli: BuiltCLI, _ api: [String]) async throws -> Int? {
        let info = try await cli.run(["cache", "info", "--json"] + api.prefix(2))
        return try info.json["item_count"] as? Int
    }
}
