import FileLocking
import Foundation
import Testing

@Suite("FileLock: one holder at a time, and the owner it leaves behind")
struct FileLockTests {
    @Test("waits for the lock another holder has, and gives up with an error after its maximum wait")
    func waitsThenTimesOut() async throws {
        let lock = FileLock(url: try Self.lockURL(), maximumWait: .milliseconds(50))

        let outcome: String = try await lock.whileLocked { _ in
            do {
                try await lock.whileLocked { _ in }
                return "entered twice"
            } catch is FileLock.TimedOut {
                return "timed out"
            }
        }

        #expect(outcome == "timed out")
    }

    @Test("a holder enters once the previous holder has left")
    func entersAfterRelease() async throws {
        let lock = FileLock(url: try Self.lockURL(), maximumWait: .milliseconds(50))

        try await lock.whileLocked { _ in }
        let entered = try await lock.whileLocked { _ in true }

        #expect(entered)
    }

    @Test("a new lock file has no owner; the owner written is what the next holder reads")
    func ownerPersistsAcrossHolders() async throws {
        let lock = FileLock(url: try Self.lockURL())

        let before = try await lock.whileLocked { try $0.owner() }
        try await lock.whileLocked { try $0.setOwner("run-1") }
        try await lock.whileLocked { try $0.setOwner("run-2") }
        let after = try await lock.whileLocked { try $0.owner() }

        #expect(before == "")
        #expect(after == "run-2")
    }

    @Test("an owner is kept to its first 64 bytes")
    func ownerIsCapped() async throws {
        let lock = FileLock(url: try Self.lockURL())

        try await lock.whileLocked { try $0.setOwner(String(repeating: "a", count: 100)) }
        let owner = try await lock.whileLocked { try $0.owner() }

        #expect(owner == String(repeating: "a", count: 64))
    }

    @Test("a lock file in a missing folder is unopenable, named by its path and the errno")
    func unopenable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID())/test.lock")

        let error = #expect(throws: FileLock.Unopenable.self) { try FileLock(url: url).checkUsable() }

        #expect(error?.path == url.path)
        #expect(error?.code == ENOENT, "the errno, for a program to say in its reader's language")
    }

    // MARK: - Helpers

    private static func lockURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("file-lock-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("test.lock")
    }
}
