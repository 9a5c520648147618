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

    // MARK: - Helpers

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cache-summary-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
