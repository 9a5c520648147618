import Foundation
import HummingbirdTesting
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

#if canImport(Glibc)
    import Glibc
#endif

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

    @Test("a FIFO in place of the file is read as no comments without waiting for a writer")
    func fifoIsReadAsNoComments() async throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(url.path, 0o600) == 0)
        let loaded = LoadedCount()

        Thread.detachNewThread { loaded.set(PostedCommentsFile(url: url).load().count) }
        let ended = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: loaded.wait(seconds: Int(HangGuard.seconds))) }
        }

        #expect(ended, "load waited for a writer of the FIFO")
        #expect(loaded.value == 0)
        unblockReaders(of: url.path)
    }

    @Test("a folder that is a symbolic link is refused: nothing is written where it points")
    func symbolicLinkFolderIsRefused() throws {
        let url = temporaryFile()
        let elsewhere = url.deletingLastPathComponent().appendingPathExtension("elsewhere")
        defer {
            try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: elsewhere)
        }
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url.deletingLastPathComponent(), withDestinationURL: elsewhere)

        #expect(throws: (any Error).self) { try PostedCommentsFile(url: url).save([posted("hi")]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// Opens the FIFO for writing and closes it: a reader still waiting in `open` (before the fix) sees its end, so
    /// the test ends either way.
    private func unblockReaders(of path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
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

/// The count `load` returned on another thread, and a hang guard for it (30 s, far above what a load takes).
///
/// `@unchecked Sendable`: `stored` is only read and written under `lock`; `done` is a semaphore.
private final class LoadedCount: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var stored: Int?

    func set(_ count: Int) {
        lock.withLock { stored = count }
        done.signal()
    }

    func wait(seconds: Int) -> Bool { done.wait(timeout: .now() + .seconds(seconds)) == .success }
    var value: Int? { lock.withLock { stored } }
}
