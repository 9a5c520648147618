import Foundation
import SampleFeedAPI
import Testing

@Suite("comments --sort and --group-by against the real sample API")
struct CommentsSortTests {
    @Test("--sort newest and oldest order the JSON items by created_at; api keeps the API's order")
    func sortByDate() async throws {
        let (cli, server) = try await makeSUT()

        let api = await cli.run(arguments(server, "--sort", "api"))
        let plain = await cli.run(arguments(server))
        let newest = await cli.run(arguments(server, "--sort", "newest"))
        let oldest = await cli.run(arguments(server, "--sort", "oldest"))
        await server.stop()

        #expect(try api.itemIDs == plain.itemIDs)
        #expect(try dates(newest) == dates(api).sorted(by: >))
        #expect(try dates(oldest) == dates(api).sorted())
        #expect(try Set(newest.itemIDs) == Set(api.itemIDs))
        #expect(try api.itemIDs.count == 5)
    }

    @Test("--sort author orders by username ignoring case")
    func sortByAuthor() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(arguments(server, "--sort", "author"))
        await server.stop()

        let names = try result.items.compactMap { ($0["username"] as? String)?.lowercased() }
        #expect(names == names.sorted())
        #expect(names.count == 5)
    }

    @Test("--group-by author keeps the JSON shape, items gathered by author in order of first appearance")
    func groupJSON() async throws {
        let (cli, server) = try await makeChattySUT()

        let api = await cli.run(arguments(server))
        let grouped = await cli.run(arguments(server, "--group-by", "author"))
        await server.stop()

        #expect(Set(try grouped.json.keys) == ["title", "image_id", "items"])
        let apiNames = try api.items.compactMap { $0["username"] as? String }
        let names = try grouped.items.compactMap { $0["username"] as? String }
        #expect(Self.runs(apiNames) > Set(apiNames).count)
        #expect(Self.runs(names) == Set(names).count)
        #expect(names.sorted() == apiNames.sorted())
        #expect(Self.firstAppearances(names) == Self.firstAppearances(apiNames))
    }

    @Test("--group-by author prints one header per author with the count, in text")
    func groupText() async throws {
        let (cli, server) = try await makeChattySUT()

        let json = await cli.run(arguments(server, "--group-by", "author"))
        let text = await cli.run([
            "comments", SampleAPI.manyComments, "--group-by", "author", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(text.exitCode == 0)
        #expect(text.stdout.hasPrefix("Comments\n\n"))
        let names = try json.items.compactMap { $0["username"] as? String }
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        let headers = Self.firstAppearances(names).map { name in
            let count = counts[name] ?? 0
            return "\(name) (\(count) \(count == 1 ? "comment" : "comments"))\n"
        }
        let positions = headers.compactMap { text.stdout.range(of: $0)?.lowerBound }
        #expect(positions.count == headers.count)
        #expect(positions == positions.sorted())
    }

    @Test("--sort newest with --group-by author: groups in order of each author's newest comment")
    func sortThenGroup() async throws {
        let (cli, server) = try await makeChattySUT()

        let newest = await cli.run(arguments(server, "--sort", "newest"))
        let grouped = await cli.run(arguments(server, "--sort", "newest", "--group-by", "author"))
        await server.stop()

        let newestNames = try newest.items.compactMap { $0["username"] as? String }
        let names = try grouped.items.compactMap { $0["username"] as? String }
        #expect(Self.firstAppearances(names) == Self.firstAppearances(newestNames))
        #expect(Self.runs(names) == Set(names).count)
    }

    @Test(
        "an unknown --sort or --group-by is a usage error, exit 64",
        arguments: [["--sort", "date"], ["--group-by", "date"]])
    func unknownValues(option: [String]) async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(
            ["comments", SampleAPI.manyComments, "--base-url", "http://127.0.0.1:9"] + option)

        #expect(result.exitCode == 64)
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.start())
    }

    /// 20 simulated comments besides the seeded ones, authors interleaved, the same for every request.
    private func makeChattySUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.startWithSettledChatter())
    }

    private func arguments(_ server: RunningSampleServer, _ extra: String...) -> [String] {
        ["comments", SampleAPI.manyComments, "--json", "--base-url", server.baseURL.absoluteString] + extra
    }

    private func dates(_ result: CLIResult) throws -> [Date] {
        try result.items.map { try Date(#require($0["created_at"] as? String), strategy: .iso8601) }
    }

    /// How many runs of equal neighbours `names` has.
    private static func runs(_ names: [String]) -> Int {
        zip(names, names.dropFirst()).filter { $0 != $1 }.count + (names.isEmpty ? 0 : 1)
    }

    private static func firstAppearances(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
