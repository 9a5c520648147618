import FileReplacement
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Writing a file in one piece")
final class AtomicFileTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AtomicFileTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test("a new file gets every byte and nothing is left beside it")
    func newFile() throws {
        let path = self.path("new")
        let bytes = Data((0..<200_000).map { UInt8($0 % 251) })

        try AtomicFile.write(bytes, to: path)

        #expect(FileManager.default.contents(atPath: path) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["new"])
    }

    @Test("a regular file is replaced and keeps its mode")
    func replacesKeepingMode() throws {
        let path = self.path("kept")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)

        try AtomicFile.write(Data("new".utf8), to: path)

        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(try mode(path) == 0o640)
    }

    @Test("a symbolic link stays and its target gets the bytes")
    func followsLinks() throws {
        let target = self.path("target")
        let link = self.path("link")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        try AtomicFile.write(Data("new".utf8), to: link)

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
    }

    @Test("a FIFO is written into, never replaced")
    func writesIntoFIFO() async throws {
        let path = self.path("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        let reader = Task.detached { FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() }

        try AtomicFile.write(Data("through".utf8), to: path)

        #expect(await reader.value == Data("through".utf8))
        #expect(try mode(path, type: true) & S_IFMT == S_IFIFO)
    }

    @Test("a directory is refused with EISDIR")
    func refusesDirectory() throws {
        #expect(throws: POSIXError(.EISDIR)) { try AtomicFile.write(Data(), to: folder.path) }
    }

    @Test("a file in a folder that does not exist is refused with ENOENT")
    func refusesMissingFolder() throws {
        #expect(throws: POSIXError(.ENOENT)) { try AtomicFile.write(Data(), to: path("missing/file")) }
    }

    @Test("a device that takes no more bytes throws what it said")
    func deviceFailure() throws {
        #expect(throws: POSIXError(.ENOSPC)) { try AtomicFile.write(Data("x".utf8), to: "/dev/full") }
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func mode(_ path: String, type: Bool = false) throws -> mode_t {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return type ? info.st_mode : info.st_mode & 0o7777
    }
}
