import Foundation
import NIOHTTPClient
import SharedAPITestSupport
import Testing

@Suite("Comments acceptance: an image's comments against the real sample API")
struct CommentsAcceptanceTests {
    @Test("shows the comments in the order the API returns them")
    func commentsInAPIOrder() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()
        let expected = try await apiCommentIDs(server.baseURL, image: SampleAPI.imageWithComments)

        let result = await cli.run([
            "comments", SampleAPI.imageWithComments, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        #expect(result.exitCode == 0)
        #expect(expected.count >= 2)
        #expect(try result.itemIDs == expected)
        #expect(try result.json["image_id"] as? String == SampleAPI.imageWithComments)
        #expect(try result.json["title"] as? String == "Comments")
    }

    @Test("every comment has the contract's keys, an ISO 8601 created_at and a relative date")
    func commentShape() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()

        let result = await cli.run([
            "comments", SampleAPI.imageWithComments, "--json", "--base-url", server.baseURL.absoluteString,
        ])
        await server.stop()

        for item in try result.items {
            #expect(Set(item.keys) == ["id", "message", "username", "created_at", "relative_date"])
            let createdAt = try #require(item["created_at"] as? String)
            #expect((try? Date(createdAt, strategy: .iso8601)) != nil)
            #expect((item["relative_date"] as? String)?.isEmpty == false)
        }
    }

    @Test("a language switch changes the title and the relative dates")
    func languageSwitch() async throws {
        let cli = try InProcessCLI()
        let server = try await SampleAPI.start()
        let arguments = [
            "comments", SampleAPI.imageWithComments, "--json", "--base-url", server.baseURL.absoluteString,
        ]

        let english = await cli.run(arguments + ["--lang", "en"])
        let greek = await cli.run(arguments + ["--lang", "el"])
        await server.stop()

        #expect(try english.json["title"] as? String == "Comments")
        #expect(try greek.json["title"] as? String != "Comments")
        let englishDates = try english.items.map { $0["relative_date"] as? String }
        let greekDates = try greek.items.map { $0["relative_date"] as? String }
        #expect(englishDates.allSatisfy { $0?.hasSuffix("ago") == true })
        #expect(zip(englishDates, greekDates).allSatisfy { $0 != $1 })
    }

    @Test("comments are never cached: offline they fail with exit 1")
    func neverCached() async throws {
        let cli = try InProcessCLI()
        let held = try HeldPort()
        let server = try await SampleAPI.start(on: held)
        let arguments = ["comments", SampleAPI.imageWithComments, "--base-url", held.baseURL.absoluteString]

        let online = await cli.run(arguments)
        await server.stop()
        let offline = await cli.run(arguments)

        #expect(online.exitCode == 0)
        #expect(offline.exitCode == 69)
        #expect(offline.stderr.hasPrefix("Couldn't connect to server\n"))
    }

    @Test("an IMAGE_ID that is not a UUID is a usage error, exit 64")
    func invalidImageID() async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(["comments", "not-a-uuid", "--base-url", "http://127.0.0.1:9"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("IMAGE_ID must be a UUID"))
    }

    /// The API's own answer, waited for as long as ``HangGuard`` says: the client's default 10 s ran out while the
    /// sample server answered on two busy cores.
    private func apiCommentIDs(_ baseURL: URL, image: String) async throws -> [String] {
        let url = baseURL.appendingPathComponent("image/\(image)/comments")
        let (data, _) = try await NIOHTTPClient(timeout: HangGuard.seconds).get(url)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        return items.compactMap { $0["id"] as? String }.map { $0.lowercased() }
    }
}
