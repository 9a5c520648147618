import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("GET and POST /image/{id}/comments")
struct CommentsRouteTests {
    @Test("comments come oldest first, with ISO 8601 dates relative to the server's start")
    func listsOldestFirst() async throws {
        let sut = try SUT()
        let item = try #require(sut.state.catalog.page(after: nil, limit: 100)?.first { $0.seededComments.count >= 3 })

        let comments = try await sut.test { try await $0.comments(item.id) }

        #expect(comments.map(\.id) == item.seededComments.map(\.id))
        let dates = comments.compactMap(\.createdAt)
        #expect(dates.count == comments.count)
        #expect(dates == dates.sorted())
        let expected = item.seededComments.map { sut.clock.now.addingTimeInterval(-$0.age) }
        #expect(dates == expected)
    }

    @Test("some images have no comments and some have several")
    func variedCommentCounts() async throws {
        let items = try #require(try SUT().state.catalog.page(after: nil, limit: 100))

        let counts = Set(items.map(\.seededComments.count))

        #expect(counts.contains(0))
        #expect(counts.contains { $0 >= 3 })
    }

    @Test("an unknown image id is not found; an id that is not a UUID is a bad request")
    func invalidIDs() async throws {
        let sut = try SUT()

        let (unknown, malformed) = try await sut.test { client in
            (
                try await client.get("/image/\(UUID())/comments").status,
                try await client.get("/image/42/comments").status
            )
        }

        #expect(unknown == .notFound)
        #expect(malformed == .badRequest)
    }

    @Test(
        "a path id that Linux UUID(uuidString:) would accept but is not 8-4-4-4-12 hex is a bad request, for GET and POST",
        arguments: [
            "73A7F70C-75DA-4C2E-B6A3-E70C-7553AA6", "73A7F70C-75DA-4C2E-B6A3-E70C+7553AA6",
            "+3A7F70C-75DA-4C2E-B6A3-E70CF9553AA6",
        ])
    func lenientPathIDs(id: String) async throws {
        let sut = try SUT()

        let (get, post) = try await sut.test { client in
            (
                try await client.get("/image/\(id)/comments").status,
                try await client.post("/image/\(id)/comments", json: #"{"message":"hi"}"#).status
            )
        }

        #expect(get == .badRequest)
        #expect(post == .badRequest)
    }

    @Test("a posted comment is answered with 201 and the created comment, then listed last")
    func postThenGet() async throws {
        let sut = try SUT()
        let imageID = try firstImageID(sut)

        let (status, created, listed) = try await sut.test { client in
            let response = try await client.post("/image/\(imageID)/comments", json: #"{"message": "  Hello 👋 \n"}"#)
            return (response.status, try decode(Comment.self, response), try await client.comments(imageID))
        }

        #expect(status == .created)
        #expect(created.message == "Hello 👋")
        #expect(created.author.username == "you")
        #expect(created.createdAt == sut.clock.now)
        #expect(listed.last == created)
    }

    @Test("a message of exactly 1000 characters is accepted")
    func maximumLength() async throws {
        let sut = try SUT()
        let imageID = try firstImageID(sut)
        let message = String(repeating: "é", count: 1000)

        let status = try await sut.test {
            try await $0.post("/image/\(imageID)/comments", json: #"{"message":"\#(message)"}"#).status
        }

        #expect(status == .created)
    }

    @Test(
        "an empty, blank, too long or malformed body is a bad request and stores nothing",
        arguments: [
            #"{"message":""}"#, #"{"message":" \n\t "}"#, #"{"message":"\#(String(repeating: "a", count: 1001))"}"#,
            "not json", #"{"text":"hi"}"#, #"{"message":42}"#, "",
        ]
    )
    func invalidBodies(body: String) async throws {
        let sut = try SUT()
        let imageID = try firstImageID(sut)

        let (status, before, after) = try await sut.test { client in
            let before = try await client.comments(imageID)
            let status = try await client.post("/image/\(imageID)/comments", json: body).status
            return (status, before, try await client.comments(imageID))
        }

        #expect(status == .badRequest)
        #expect(after == before)
    }

    @Test("posting to an unknown image is not found")
    func postToUnknownImage() async throws {
        let sut = try SUT()

        let status = try await sut.test {
            try await $0.post("/image/\(UUID())/comments", json: #"{"message":"hi"}"#).status
        }

        #expect(status == .notFound)
    }

    private func firstImageID(_ sut: SUT) throws -> UUID {
        try #require(sut.state.catalog.page(after: nil, limit: 1)?.first?.id)
    }
}
