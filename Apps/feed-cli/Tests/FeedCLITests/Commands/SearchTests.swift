import Foundation
import SampleFeedAPI
import SharedAPITestSupport
import Testing

@Suite("feed --search and --sort against the real sample API")
struct SearchTests {
    @Test("--search filters the first page by location, ignoring case and accents")
    func searchFirstPage() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(["feed", "--json", "--search", "sao", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(try result.itemIDs == [SampleAPI.saoPauloFirst])
        #expect(try result.json["has_more"] as? Bool == true)
    }

    @Test("--search applies to every page loaded; has_more still reflects pagination")
    func searchEveryPage() async throws {
        let (cli, server) = try await makeSUT()
        let base = ["--json", "--search", "SÃO PAULO", "--base-url", server.baseURL.absoluteString]

        let all = await cli.run(["feed", "--all"] + base)
        let four = await cli.run(["feed", "--pages", "4"] + base)
        await server.stop()

        #expect(try all.itemIDs == [SampleAPI.saoPauloFirst, SampleAPI.saoPauloLast])
        #expect(try all.json["has_more"] as? Bool == false)
        #expect(try four.itemIDs == [SampleAPI.saoPauloFirst, SampleAPI.saoPauloLast])
        #expect(try four.json["has_more"] as? Bool == true)
    }

    @Test("--search matches descriptions too, and the text output shows only the matches")
    func searchDescriptionText() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(["feed", "--search", "cafe", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Café da manhã"))
        #expect(result.stdout.contains("be1d8dfd-c76c-50ae-9839-c532911ef1b5"))
        #expect(!result.stdout.contains("São Paulo"))
    }

    @Test("no match prints No matches (never the empty-feed text) and says so on stderr, exit 0")
    func noMatch() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run(["feed", "--search", "atlantis", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("No matches"))
        #expect(!result.stdout.contains("No images yet"))
        #expect(result.stderr.contains("none of the 10 loaded images matches 'atlantis'"))
    }

    @Test("--search filters the cached feed when offline")
    func searchCache() async throws {
        let cli = try InProcessCLI()
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let arguments = ["feed", "--json", "--base-url", held.baseURL.absoluteString]
        _ = await cli.run(arguments)
        await server.stop()

        let offline = await cli.run(arguments + ["--search", "Ελλάδα"])

        #expect(try offline.json["source"] as? String == "cache")
        #expect(try offline.itemIDs == ["97f85595-134a-55cb-8e27-cd44f642932d"])
    }

    @Test("--sort location orders every loaded page by location, images without one last")
    func sortLocation() async throws {
        let (cli, server) = try await makeSUT()
        let arguments = ["feed", "--json", "--all", "--base-url", server.baseURL.absoluteString]

        let api = await cli.run(arguments)
        let sorted = await cli.run(arguments + ["--sort", "location"])
        await server.stop()

        let locations = try sorted.items.map { $0["location"] as? String }
        let present = locations.compactMap { $0 }
        #expect(try Set(sorted.itemIDs) == Set(api.itemIDs))
        #expect(try sorted.itemIDs != api.itemIDs)
        #expect(
            zip(present, present.dropFirst()).allSatisfy { pair in
                pair.0.compare(pair.1, options: [.caseInsensitive, .diacriticInsensitive, .numeric])
                    != .orderedDescending
            })
        #expect(locations.suffix(3) == [nil, nil, nil])
        #expect(try sorted.json["has_more"] as? Bool == false)
    }

    @Test("--sort location with --search sorts only the matches; text output follows the order")
    func sortAndSearchText() async throws {
        let (cli, server) = try await makeSUT()

        let result = await cli.run([
            "feed", "--all", "--search", "portugal", "--sort", "location", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        let lisboa = try #require(result.stdout.range(of: "Lisboa")?.lowerBound)
        let nazare = try #require(result.stdout.range(of: "Nazaré")?.lowerBound)
        #expect(lisboa < nazare)
        #expect(result.stdout.components(separatedBy: "Portugal").count - 1 == 3)
    }

    @Test("--sort api is the default and keeps the API's order")
    func sortAPIDefault() async throws {
        let (cli, server) = try await makeSUT()
        let arguments = ["feed", "--json", "--pages", "2", "--base-url", server.baseURL.absoluteString]

        let plain = await cli.run(arguments)
        let api = await cli.run(arguments + ["--sort", "api"])
        await server.stop()

        #expect(try api.itemIDs == plain.itemIDs)
        #expect(try plain.itemIDs.count == 20)
    }

    @Test(
        "an unknown --sort is a usage error, exit 64",
        arguments: [["feed", "--sort", "newest"], ["feed", "--sort", ""]])
    func unknownSort(arguments: [String]) async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(arguments + ["--base-url", "http://127.0.0.1:9"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--sort"))
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (InProcessCLI, RunningSampleServer) {
        (try InProcessCLI(), try await SampleAPI.start())
    }
}
