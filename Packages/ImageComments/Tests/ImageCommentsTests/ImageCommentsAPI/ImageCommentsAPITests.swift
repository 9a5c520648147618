import Foundation
import ImageComments
import SharedAPI
import SharedAPITestSupport
import Testing

@Suite("The comments API's loaders")
struct ImageCommentsAPITests {
    private let imageID = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!
    private let comment =
        #"{"id":"7019D8A7-0B35-4057-B7F9-8C5471961ED0","message":"hi","created_at":"2020-05-20T11:24:59Z","author":{"username":"me"}}"#

    @Test("Comments load from the image's comments path under a base URL with a path")
    func loadsComments() async throws {
        let server = try LoopbackHTTPServer { [comment] _ in .json(#"{"items":[\#(comment)]}"#) }
        defer { server.stop() }
        let api = ImageCommentsAPI(client: LoopbackHTTPClient(), baseURL: server.url("/v1"))

        let comments = try await api.comments(of: imageID).load()

        #expect(comments.map(\.message) == ["hi"])
        #expect(server.requests.map(\.target) == ["/v1/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"])
    }

    @Test("A post sends the message as JSON and gives the comment the server created")
    func postsComment() async throws {
        let server = try LoopbackHTTPServer { [comment] _ in .json(comment, status: 201) }
        defer { server.stop() }
        let api = ImageCommentsAPI(client: LoopbackHTTPClient(), baseURL: server.baseURL)

        let created = try await api.post("hi", on: imageID).load()

        #expect(created.username == "me")
        #expect(server.requests.first?.method == "POST")
        #expect(server.requests.first?.body == Data(#"{"message":"hi"}"#.utf8))
    }

    @Test("A successful page that is not JSON is invalid data naming its media type, for loads and posts")
    func rejectsPagesThatAreNotJSON() async throws {
        let server = try LoopbackHTTPServer { _ in
            .ok(Data("<html>login</html>".utf8), headers: ["Content-Type": "text/html"])
        }
        defer { server.stop() }
        let api = ImageCommentsAPI(client: LoopbackHTTPClient(), baseURL: server.baseURL)
        let notJSON = ResourceLoadError.invalidData(FailureReason(.notJSON(mediaType: "text/html")))

        await #expect(throws: notJSON) { try await api.comments(of: imageID).load() }
        await #expect(throws: notJSON) { try await api.post("hi", on: imageID).load() }
    }
}
