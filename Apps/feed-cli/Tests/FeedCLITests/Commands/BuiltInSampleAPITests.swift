import FeedCLITestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("The built-in sample API keeps what was posted across commands")
struct BuiltInSampleAPITests {
    static let imageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

    @Test("the built-in sample API logs nothing: a script's stderr stays empty")
    func builtInLogsNothing() async throws {
        let result = try await InProcessCLI.runOnce(["feed"])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr == "")
    }

    @Test("a comment posted by one command is listed by the next, from a file in the sample API's cache folder")
    func postedCommentOutlivesTheCommand() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let message = "kept across commands \(UUID().uuidString.prefix(8))"

        let posted = await cli.run(["comment", Self.imageID, message])
        let listed = await cli.run(["comments", Self.imageID])

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        #expect(listed.exitCode == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains(message), "\(listed.stdout)")
        #expect(FileManager.default.fileExists(atPath: postedCommentsFile(cli).path))
    }

    @Test("a corrupt posted-comments file is ignored: the comments are listed and the next post replaces it")
    func corruptFileIsIgnored() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = postedCommentsFile(cli)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"comments\":[{\u{0}".utf8).write(to: file)

        let listed = await cli.run(["comments", Self.imageID])
        let posted = await cli.run(["comment", Self.imageID, "after the corrupt file"])
        let again = await cli.run(["comments", Self.imageID])

        #expect(listed.exitCode == 0, "\(listed.stderr)")
        #expect(posted.exitCode == 0, "\(posted.stderr)")
        #expect(again.stdout.contains("after the corrupt file"), "\(again.stdout)")
    }

    @Test(
        "a FIFO in place of the posted-comments file: the comments are listed, not waited for", .hangGuard)
    func fifoIsIgnored() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let file = postedCommentsFile(cli)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)

        let listed = await cli.run(["comments", Self.imageID])

        #expect(listed.exitCode == 0, "\(listed.stderr)")
    }

    @Test("a sample cache folder that is a symbolic link: a posted comment is not written where it points")
    func linkedFolderIsNotWrittenThrough() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let elsewhere = cli.cacheDirectory.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: postedCommentsFile(cli).deletingLastPathComponent(), withDestinationURL: elsewhere)

        let posted = await cli.run(["comment", Self.imageID, "not through the link"])

        #expect(posted.exitCode == 0, "\(posted.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    private func postedCommentsFile(_ cli: InProcessCLI) -> URL {
        cli.cacheDirectory.appendingPathComponent("sample/posted-comments.json")
    }
}
