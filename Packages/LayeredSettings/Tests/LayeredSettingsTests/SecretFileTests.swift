import Foundation
import LayeredSettings
import Testing

@Suite("A token read from a file only its owner can read, or from stdin: never echoed in a message")
struct SecretFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func file(_ text: String, mode: Int) throws -> String {
        let path = folder + "/token"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    @Test("a private file's one line, its line break and spaces dropped")
    func reads() throws {
        let path = try file("  s3cret-token\n", mode: 0o600)

        #expect(try SecretFile.token(at: path, subject: "--token-file") == "s3cret-token")
    }

    @Test("a file others may read is refused as ssh refuses a private key, without the token in the message")
    func openToOthers() throws {
        let path = try file("s3cret", mode: 0o644)

        #expect(
            throws: SettingError(subject: "--token-file", problem: .secretFileOpenToOthers(path: path, mode: 0o644))
        ) { try SecretFile.token(at: path, subject: "--token-file") }
    }

    @Test("a missing file, a folder or a symbolic link is refused")
    func notARegularFile() throws {
        let target = try file("s3cret", mode: 0o600)
        let link = folder + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        #expect(
            throws: SettingError(subject: "t", problem: .secretFileUnreadable(path: folder + "/none", code: ENOENT))
        ) {
            try SecretFile.token(at: folder + "/none", subject: "t")
        }
        #expect(throws: SettingError(subject: "t", problem: .secretFileNotRegular(path: folder))) {
            try SecretFile.token(at: folder, subject: "t")
        }
        #expect(throws: SettingError.self) { try SecretFile.token(at: link, subject: "t") }
    }

    @Test(
        "what cannot be a header value is refused: spaces inside, control characters, nothing, no UTF-8, too much",
        arguments: [
            Data("a b".utf8), Data("a\tb".utf8), Data("\n".utf8), Data([0xFF]),
            Data(repeating: 0x61, count: SecretFile.maximumSize + 1),
        ])
    func unusable(data: Data) {
        #expect(throws: SettingError.self) { try SecretFile.token(in: data, subject: "--token -") }
    }

    @Test("a usable token is printable ASCII without spaces")
    func usable() {
        #expect(SecretFile.isUsable(token: "abc.DEF-123_~"))
        #expect(!SecretFile.isUsable(token: ""))
        #expect(!SecretFile.isUsable(token: "é"))
    }
}
