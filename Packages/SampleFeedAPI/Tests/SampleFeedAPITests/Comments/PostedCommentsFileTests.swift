import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("Posted comments kept in a file")
struct PostedCommentsFileTests {
    @Test("a comment posted to one server is listed by the next one started on the same file")
    func postedCommentsOutliveTheServer() async throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let first = try SUT { $0.postedCommentsFile = file }
        let item = try #require(first.state.catalog.page(after: nil, limit: 1)?.first)

        let response = try await first.test {
            try await $0.post("/image/\(item.id)/comments", json: #"{"message":"hi"}"#)
        }
        let next = try SUT { $0.postedCommentsFile = file }
        let listed = try await next.test { try await $0.comments(item.id) }

        #expect(response.status == .created)
        #expect(listed.last?.message == "hi")
        #expect(listed.last?.author.username == "you")
    }

    @Test("the file keeps the latest comments up to its capacity, oldest dropped")
    func capacityDropsOldest() throws {
        let file = PostedCommentsFile(url: temporaryFile(), capacity: 3)
        defer { try? FileManager.default.removeItem(at: file.url.deletingLastPathComponent()) }
        let comments = (1...5).map { posted("comment \($0)") }

        try file.save(comments)

        #expect(file.load() == Array(comments.suffix(3)))
    }

    @Test(
        "a file that is not JSON, not this shape, or holds an empty message is read as no comments",
        arguments: ["not json", #"{"comments":[{"id":1}]}"#, "[]", ""])
    func unreadableFileIsIgnored(content: String) throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: url)

        #expect(PostedCommentsFile(url: url).load().isEmpty)
    }

    @Test("a server whose file is corrupt starts, and a post replaces the file with one it reads back")
    func corruptFileIsReplaced() async throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"comments\":[".utf8).write(to: url)
        let sut = try SUT { $0.postedCommentsFile = url }
        let item = try #require(sut.state.catalog.page(after: nil, limit: 1)?.first)

        _ = try await sut.test { try await $0.post("/image/\(item.id)/comments", json: #"{"message":"again"}"#) }

        #expect(PostedCommentsFile(url: url).load().map(\.comment.message) == ["again"])
    }

    private func posted(_ message: String) -> PostedComment {
        PostedComment(
            imageID: UUID(),
            comment: SampleComment(
                id: UUID(), message: message, createdAt: Date(timeIntervalSince1970: 1_700_000_000), username: "you"))
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("posted-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("posted-comments.json")
    }
}
