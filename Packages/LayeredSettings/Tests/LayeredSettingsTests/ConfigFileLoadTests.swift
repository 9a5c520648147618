import Foundation
import LayeredSettings
import Testing

@Suite("A config file read from disk: a missing default file is none, anything else unusable is an error")
struct ConfigFileLoadTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a file that exists is read and checked")
    func reads() throws {
        let path = try write(Array("timeout = 3\n".utf8), to: "c.toml")

        let file = try ConfigFile.load(path: path, mustExist: false, schema: schema)

        #expect(file?.path == path)
        #expect(file?.entries["timeout"]?.value == .number(3))
    }

    @Test("no file at the default location is no file; at a location someone named, an error")
    func missing() throws {
        let path = folder + "/none.toml"

        #expect(try ConfigFile.load(path: path, mustExist: false, schema: schema) == nil)
        #expect(
            throws: ConfigFileError(path: path, line: nil, key: nil, problem: .cannotRead(errno: ENOENT))
        ) {
            try ConfigFile.load(path: path, mustExist: true, schema: schema)
        }
    }

    @Test("a file that is no UTF-8, too large, or a folder is refused unparsed")
    func refused() throws {
        let latin1 = try write([0x74, 0x3D, 0xE9], to: "latin1.toml")
        let large = try write(Array(repeating: 0x23, count: ConfigFile.maximumSize + 1), to: "large.toml")

        #expect(throws: ConfigFileError(path: latin1, line: nil, key: nil, problem: .notUTF8)) {
            try ConfigFile.load(path: latin1, mustExist: false, schema: schema)
        }
        #expect(
            throws: ConfigFileError(path: large, line: nil, key: nil, problem: .tooLarge(limit: 1 << 20))
        ) {
            try ConfigFile.load(path: large, mustExist: false, schema: schema)
        }
        #expect(throws: ConfigFileError.self) { try ConfigFile.load(path: folder, mustExist: false, schema: schema) }
    }

    @Test("an error names the file alone, or its line, or its line and key, and the problem as data, no words")
    func errorDescriptions() {
        #expect(ConfigFileError(path: "c", line: nil, key: nil, problem: .notUTF8).description == "c notUTF8")
        #expect(ConfigFileError(path: "c", line: 2, key: nil, problem: .hasNUL).description == "c:2: hasNUL")
        #expect(
            ConfigFileError(path: "c", line: 2, key: "k", problem: .tooLarge(limit: 9)).description
                == "c:2: k tooLarge(limit: 9)")
    }
}
