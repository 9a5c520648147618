import Foundation
import Testing

/// A server that ignores `after_id` answers every page with the first one; `feed --all` used to print it and
/// append it to the cache forever (26 MB and 212,000 rows in 8 s).
@Suite("feed --all against a server that ignores after_id ends, with invalid data")
struct EndlessFeedTests {
    @Test("the first page is shown once, then the repeated page is invalid data; the cache holds the first page")
    func repeatedPageEndsTheWalk() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let api = try HostileAPI()
        defer { api.server.stop() }
        let page = HostileAPI.feed([HostileAPI.feedItem()])
        api.make(.feed, answer: .json(page))

        let result = await cli.run(["feed", "--all", "--json", "--base-url", api.baseURL.absoluteString])
        api.server.stop()
        let cached = await cli.run(["feed", "--json", "--base-url", api.baseURL.absoluteString])

        #expect(result.exitCode == 65, "\(result.stderr)")
        let error = try JSONErrorLine(result.stderr)
        #expect(error.kind == "invalid_data")
        #expect(error.cause.hasPrefix("page 2 of the feed repeats images already loaded"))
        #expect(api.server.requests.count == 2)
        #expect(try cached.itemIDs == [HostileAPI.imageID])
    }
}
