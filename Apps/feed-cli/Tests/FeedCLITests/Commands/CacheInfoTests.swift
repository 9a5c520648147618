import Foundation
import SampleFeedAPI
import Testing

@Suite("cache info: how old the saved feed is, read as a person would say it")
struct CacheInfoTests {
    @Test("right after a save the age is \"now\", five minutes later \"5 minutes ago\"; never \"in …\"")
    func ageIsInThePast() async throws {
        let (cli, server) = try await makeSUT(items: 3)
        let baseURL = server.baseURL.absoluteString

        _ = await cli.run(["feed", "--base-url", baseURL])
        let justSaved = await cli.run(["cache", "info", "--base-url", baseURL])
        cli.advanceClock(by: 5 * 60)
        let later = await cli.run(["cache", "info", "--base-url", baseURL])
        await server.stop()

        #expect(justSaved.exitCode == 0)
        #expect(justSaved.stdout.contains("(now)"))
        #expect(later.stdout.contains("(5 minutes ago)"))
        #expect(!justSaved.stdout.contains("(in ") && !later.stdout.contains("(in "))
        #expect(later.stdout.contains("3 images, valid"))
    }

    @Test("one image is \"1 image\"")
    func singular() async throws {
        let (cli, server) = try await makeSUT(items: 1)

        _ = await cli.run(["feed", "--base-url", server.baseURL.absoluteString])
        let info = await cli.run(["cache", "info", "--base-url", server.baseURL.absoluteString])
        await server.stop()

        #expect(info.stdout.contains("1 image, valid"))
    }

    @Test("the labels and counts are in the chosen language, with its plural forms, aligned to its widest label")
    func localized() async throws {
        let (cli, server) = try await makeSUT(items: 3)
        let baseURL = server.baseURL.absoluteString

        _ = await cli.run(["feed", "--base-url", baseURL])
        let russian = await cli.run(["cache", "info", "--base-url", baseURL, "--lang", "ru"])
        await server.stop()

        #expect(russian.stdout.hasPrefix("Кэш\nкаталог             "))
        #expect(russian.stdout.contains("\nлента               3 изображения, действителен\n"))
        #expect(russian.stdout.contains("\nданные изображений  0 изображений, 0 байт\n"))
    }

    private func makeSUT(items: Int) async throws -> (InProcessCLI, RunningSampleServer) {
        var configuration = SampleServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.syntheticItems = items
        return (try InProcessCLI(), try await SampleServer.start(configuration))
    }
}
