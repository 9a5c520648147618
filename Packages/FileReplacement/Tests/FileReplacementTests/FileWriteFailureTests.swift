import FileReplacement
import Foundation
import Testing

@Suite("A file that cannot be written is named with its reason")
struct FileWriteFailureTests {
    @Test("a path in a folder that does not exist fails with that path, as given, and ENOENT")
    func missingFolder() throws {
        let path = FileManager.default.temporaryDirectory.path + "/FileWriteFailureTests-\(UUID())/missing/picture.png"

        let failure = #expect(throws: FileWriteFailure.self) {
            try AtomicFile.write(Data([1, 2, 3]), namingFailuresAt: path)
        }

        #expect(failure?.path == path)
        #expect((failure?.reason as? POSIXError)?.code == .ENOENT)
    }

    @Test("a path that can be written gets the bytes")
    func writes() throws {
        let path = FileManager.default.temporaryDirectory.path + "/FileWriteFailureTests-\(UUID())"
        defer { try? FileManager.default.removeItem(atPath: path) }

        try AtomicFile.write(Data([1, 2, 3]), namingFailuresAt: path)

        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
    }
}
