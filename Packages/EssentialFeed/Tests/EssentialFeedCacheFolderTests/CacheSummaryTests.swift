import Foundation
import Testing

@testable import EssentialFeedCacheFolder

@Suite("CacheSummary reading a cache folder's base-url file")
struct CacheSummaryTests {
    @Test("a base-url file names its URL, without the line's end")
    func readsTheRecordedURL() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("http://127.0.0.1:8080\n".utf8).write(to: folder.appendingPathComponent("base-url"))

        #expect(CacheSummary.recordedBaseURL(in: folder) == "http://127.0.0.1:8080")
    }

    @Test("a base-url file past 4 KiB names no URL, and no more than 4 KiB + 1 byte of it is read")
    func oversizedFileIsNotReadWhole() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("base-url")
        try Data("http://127.0.0.1:8080\n".utf8).write(to: file)
        try FileHandle(forWritingTo: file).truncate(atOffset: 512 << 20)

        #expect(CacheSummary.baseURLFileContents(in: folder)?.count == CacheSummary.maximumBaseURLFileSize + 1)
        #expect(CacheSummary.recordedBaseURL(in: folder) == nil)
    }

    @Test("a folder is a cache when it holds feed.sqlite or feed.lock; its base-url file is too big past 4 KiB only")
    func looksLikeACacheAndTooBig() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = CacheSummary.looksLikeCache(folder)
        try Data().write(to: folder.appendingPathComponent("feed.lock"))
        let file = folder.appendingPathComponent("base-url")
        try Data(repeating: 0x61, count: 4096).write(to: file)
        let atTheCap = CacheSummary.baseURLFileIsTooBig(in: folder)
        try Data(repeating: 0x61, count: 4097).write(to: file)

        #expect(!empty && CacheSummary.looksLikeCache(folder))
        #expect(!atTheCap && CacheSummary.baseURLFileIsTooBig(in: folder))
    }

    @Test("a base-url file that is a FIFO or a link is not read, and names no URL")
    func onlyARegularFileIsRead() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("base-url")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try Data("http://a.example\n".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        let linked = CacheSummary.recordedBaseURL(in: folder)
        try FileManager.default.removeItem(at: file)
        mkfifo(file.path, 0o600)

        #expect(linked == nil)
        #expect(CacheSummary.recordedBaseURL(in: folder) == nil)
    }

    @Test("an empty base-url file names no URL; a summary starts with what is known before reading")
    func emptyFileAndNewSummary() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\n".utf8).write(to: folder.appendingPathComponent("base-url"))

        let summary = CacheSummary(directory: folder, baseURL: nil, isSample: true)

        #expect(CacheSummary.recordedBaseURL(in: folder) == nil)
        #expect(summary.isSample && !summary.baseURLFileTooBig && summary.itemCount == nil && summary.problem == nil)
    }

    // MARK: - Helpers

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cache-summary-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
