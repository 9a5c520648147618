import EssentialFeedCacheFolder
import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import FeedCLI

@Suite("The cache runs: each takes the folders, the output and the reporter it uses, no whole command context")
struct CacheRunsTests {
    @Test("clear --all removes each cache folder under the root and names it; another folder of the user stays")
    func clearAll() throws {
        let (root, stdout, stderr) = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("a")
        let photos = root.appendingPathComponent("photos")
        for folder in [cache, photos] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        try Data().write(to: cache.appendingPathComponent("feed.sqlite"))

        try CacheClearRun(
            root: root, directory: cache, all: true, standardOutput: stdout, reporter: reporter(on: stderr)
        ).run()

        #expect(stdout.text == "Cleared the cache at \(cache.path).\n")
        #expect(stderr.text.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        #expect(FileManager.default.fileExists(atPath: photos.path))
    }

    @Test("list fails with 66 on a cache root that is a file, saying why on the reporter's stderr only")
    func listOfAFile() async throws {
        let (root, stdout, stderr) = try makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("file")
        try Data().write(to: file)
        let reader = CacheSummaryReader(
            currentDate: { Date() }, deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)),
            locking: FileCacheLock.locking
        ) { _ in "" }
        let run = CacheListRun(
            root: file, reader: reader, output: JSONLinesOutput { [$0.count] }, standardOutput: stdout,
            reporter: reporter(on: stderr))

        await #expect(throws: CommandFailure.notFound.exitCode) { try await run.run() }
        #expect(stdout.text.isEmpty)
        #expect(stderr.text.hasPrefix("feed-cli: cannot list the caches in \(file.path): "), "\(stderr.text)")
    }

    // MARK: - Helpers

    private func makeRoot() throws -> (URL, BufferedOutput, BufferedOutput) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-runs-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (root, BufferedOutput(), BufferedOutput())
    }

    private func reporter(on stderr: BufferedOutput) -> CommandReporter {
        CommandReporter(
            standardError: stderr, spinner: Spinner(output: BufferedOutput(), interval: .seconds(60)), format: .text,
            language: "en", theme: .none, typedMessage: nil)
    }
}
