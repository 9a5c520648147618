import EssentialFeed
import Foundation
import Testing

@testable import EssentialFeedCacheFolder

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SeenImagesFile: what was shown, remembered beside the cache, never trusted blindly")
struct SeenImagesFileTests {
    @Test("remembered images read back as seen, and the file is private")
    func remembersAndReadsBack() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let shown = [image(), image()]

        try folder.file.remember(shown)

        #expect(folder.file.read().ids == shown.map(\.id))
        #expect(folder.mode() == 0o600)
    }

    @Test("no cache folder: nothing is written, nothing is made")
    func writesNothingWithoutTheCacheFolder() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let missing = SeenImagesFile(directory: folder.url.appendingPathComponent("none"), replace: Folder.write)

        try missing.remember([image()])

        #expect(!FileManager.default.fileExists(atPath: missing.url.deletingLastPathComponent().path))
    }

    @Test(
        "a garbled, binary, oversized or empty file reads as nothing seen, without a crash",
        arguments: [
            Data("not an id\n\u{0}\u{7}garbage".utf8), Data((0..<255).map { UInt8($0) }), Data(),
            Data(repeating: UInt8(ascii: "a"), count: SeenImagesFile.maximumBytes + 1),
        ])
    func corruptFileReadsAsEmpty(_ contents: Data) throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        try contents.write(to: folder.file.url)

        #expect(folder.file.read() == SeenFeedImages())
    }

    @Test("lines that are ids are kept among lines that are not")
    func skipsLinesThatAreNotIDs() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let id = UUID()
        try Data("junk\n\(id.uuidString.lowercased())\n\u{1b}[2J\n".utf8).write(to: folder.file.url)

        #expect(folder.file.read().ids == [id])
    }

    @Test("a link is neither read nor written through; a FIFO is not waited on")
    func refusesLinksAndFIFOs() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let target = folder.url.appendingPathComponent("elsewhere")
        let id = UUID()
        try Data("\(id.uuidString)\n".utf8).write(to: target)
        symlink(target.path, folder.file.url.path)

        #expect(folder.file.read() == SeenFeedImages())
        #expect(throws: (any Error).self) { try folder.file.remember([image()]) }
        #expect(try Data(contentsOf: target) == Data("\(id.uuidString)\n".utf8))

        unlink(folder.file.url.path)
        mkfifo(folder.file.url.path, 0o600)
        #expect(folder.file.read() == SeenFeedImages())
    }

    @Test("showing the latest images again writes nothing")
    func writesNothingWhenNothingChanged() throws {
        let folder = try Folder()
        defer { folder.cleanUp() }
        let shown = [image()]
        try folder.file.remember(shown)
        let writes = Counter()
        let counted = SeenImagesFile(directory: folder.url) { data, path in
            writes.count += 1
            try Folder.write(data, path)
        }

        try counted.remember(shown)

        #expect(writes.count == 0)
    }

    private final class Counter: @unchecked Sendable {
        // Used from one test's thread only.
        var count = 0
    }

    private struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seen-\(UUID())")
        var file: SeenImagesFile { SeenImagesFile(directory: url, replace: Self.write) }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        static let write: SeenImagesFile.Replace = { data, path in try data.write(to: URL(fileURLWithPath: path)) }

        func mode() -> mode_t {
            var info = stat()
            lstat(file.url.path, &info)
            return info.st_mode & 0o777
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: url)
        }
    }

    private func image() -> FeedImage {
        FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.example/1")!)
    }
}
