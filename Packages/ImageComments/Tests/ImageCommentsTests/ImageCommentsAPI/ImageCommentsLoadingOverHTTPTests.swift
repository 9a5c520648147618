import Foundation
import ImageComments
import SharedAPI
import SharedAPITestSupport
import Testing

@Suite("Loading comments over real HTTP")
struct ImageCommentsLoadingOverHTTPTests {
    private let imageID = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!

    @Test("GET loads and maps the comments the server sends, from a base URL with a path")
    func loadsComments() async throws {
        let body =
            #"{"items":[{"id":"7019D8A7-0B35-4057-B7F9-8C5471961ED0","message":"ναι 👍","created_at":"2020-05-20T11:24:59.5+0000","author":{"username":"ann"}},{"id":"1F4A3B22-9A93-4DE9-8B21-6A6F6F41A1A0","message":"second","created_at":"2020-05-19T11:24:59Z","author":{"username":"bob"}}]}"#
        let server = try LoopbackHTTPServer { _ in .json(body) }
        defer { server.stop() }
        let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: server.url("/v1"))
        let loader = RemoteResourceLoader(
            client: LoopbackHTTPClient(), request: request, mapper: ImageCommentsMapper.map)

        let comments = try await loader.load()

        #expect(comments.map(\.message) == ["ναι 👍", "second"])
        #expect(comments.map(\.username) == ["ann", "bob"])
        #expect(comments.first?.createdAt == Date(timeIntervalSince1970: 1_589_973_899.5))
        #expect(server.requests.map(\.method) == ["GET"])
        #expect(server.requests.map(\.target) == ["/v1/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"])
    }

    @Test("GET reports invalid data with the mapper's reason when one item is invalid")
    func reportsInvalidData() async throws {
        let server = try LoopbackHTTPServer { _ in
            .json(
                #"{"items":[{"id":"x","message":"m","created_at":"2020-05-20T11:24:59Z","author":{"username":"a"}}]}"#)
        }
        defer { server.stop() }
        let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: server.baseURL)
        let loader = RemoteResourceLoader(
            client: LoopbackHTTPClient(), request: request, mapper: ImageCommentsMapper.map)

        await #expect(throws: ResourceLoadError.invalidData(FailureReason(.jsonNotUUID(path: "items[0].id")))) {
            try await loader.load()
        }
    }

    @Test("POST sends the JSON message and maps the created comment")
    func postsComment() async throws {
        let created =
            #"{"id":"7019D8A7-0B35-4057-B7F9-8C5471961ED0","message":"hi \"there\"","created_at":"2020-05-20T11:24:59Z","author":{"username":"me"}}"#
        let server = try LoopbackHTTPServer { _ in .json(created, status: 201) }
        defer { server.stop() }
        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: #"hi "there""#)
        let loader = RemoteResourceLoader(
            client: LoopbackHTTPClient(), request: endpoint.request(baseURL: server.baseURL),
            body: endpoint.body, mapper: CreatedImageCommentMapper.map)

        let comment = try await loader.load()

        #expect(comment.message == #"hi "there""#)
        #expect(server.requests.first?.method == "POST")
        #expect(server.requests.first?.headers["content-type"] == "application/json")
        #expect(server.requests.first?.body == Data(#"{"message":"hi \"there\""}"#.utf8))
    }
}
