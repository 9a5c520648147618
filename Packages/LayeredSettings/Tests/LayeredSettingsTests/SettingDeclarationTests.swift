import Foundation
import LayeredSettings
import Testing

@Suite("A program declares its settings once, and the one rule reads each of them")
struct SettingDeclarationTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private static let timeout = SettingDeclaration("timeout", .number, flag: "--timeout", default: "10")
    private static let cacheDir = SettingDeclaration(
        "cache_dir", flag: "--cache-dir", variable: .firstNonEmpty(["CACHE_DIR"]),
        defaultValue: { ($0["HOME"] ?? "") + "/cache" })
    private static let schema = ConfigSchema(declarations: [timeout, cacheDir])

    private func sources(file text: String? = nil, environment: [String: String] = [:]) throws -> SettingSources {
        guard let text else { return try SettingSources(environment: environment, location: nil, schema: Self.schema) }
        let path = folder + "/config.toml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try SettingSources(
            environment: environment, location: ConfigFileLocation(path: path, isExplicit: true), schema: Self.schema)
    }

    @Test("the option, then the declared variable, then the file, then the default read from the environment")
    func precedence() throws {
        let sources = try sources(file: "cache_dir = \"/file\"\n", environment: ["CACHE_DIR": "/env", "HOME": "/h"])
        let bare = try self.sources(environment: ["HOME": "/h"])

        #expect(
            sources.setting(Self.cacheDir, flag: "/flag")
                == Setting(key: "cache_dir", value: "/flag", origin: .flag("--cache-dir")))
        #expect(sources.setting(Self.cacheDir, flag: nil).origin == .environment("CACHE_DIR"))
        #expect(try self.sources(file: "cache_dir = \"/file\"\n").setting(Self.cacheDir, flag: nil).value == "/file")
        #expect(
            bare.setting(Self.cacheDir, flag: nil) == Setting(key: "cache_dir", value: "/h/cache", origin: .default))
    }

    @Test("the schema takes each declared key's kind: a value of another kind in the file is refused")
    func schema() throws {
        #expect(Self.schema.kinds == ["timeout": .number, "cache_dir": .text])
        #expect(throws: ConfigFileError.self) { try sources(file: "timeout = \"soon\"") }
    }

    @Test(
        "each kind of variable",
        arguments: [
            (SettingVariable.none, ["A": "1"], nil),
            (.firstNonEmpty(["A", "B"]), ["A": "", "B": "2"], "B=2"),
            (.firstSet(["A", "B"]), ["A": "", "B": "2"], "A="),
            (.presence("NO_COLOR", means: "false"), ["NO_COLOR": ""], "NO_COLOR=false"),
            (.presence("NO_COLOR", means: "false"), [:], nil),
            (.custom { $0["A"].map { ("A", $0.uppercased()) } }, ["A": "x"], "A=X"),
        ] as [(SettingVariable, [String: String], String?)])
    func variables(variable: SettingVariable, environment: [String: String], expected: String?) {
        #expect(variable.value(in: environment).map { "\($0.name)=\($0.value)" } == expected)
    }

    @Test("a bad value in the file is refused even under an option, naming the file's line")
    func fileCheckedUnderFlag() throws {
        let sources = try sources(file: "\ntimeout = -1\n")
        let path = try #require(sources.file?.path)
        let flag = sources.setting(Self.timeout, flag: "5")
        let positive: (String) -> Double? = { Double($0).flatMap { $0 > 0 ? $0 : nil } }

        #expect(
            throws: SettingError(subject: "\(path):2: timeout", problem: .refused(value: "-1", expected: "positive"))
        ) {
            try sources.parsed(flag, as: "positive", positive)
        }
        #expect(
            try self.sources().parsed(self.sources().setting(Self.timeout, flag: nil), as: "positive", positive) == 10)
    }

    @Test("a leading ~ is the environment's HOME")
    func tilde() throws {
        let sources = try sources(environment: ["HOME": "/home/a"])

        #expect(sources.expandingTilde("~/x") == "/home/a/x")
        #expect(sources.expandingTilde("~") == "/home/a")
        #expect(sources.expandingTilde("~b/x") == "~b/x")
        #expect(try self.sources().expandingTilde("~/x") == "~/x")
    }

    @Test("the cache folder: an absolute XDG_CACHE_HOME, else HOME's .cache, else the home asked for")
    func cacheFolder() {
        let folder = { (environment: [String: String]) in
            SettingSources.cacheFolder("app", environment: environment) { "/asked" }
        }

        #expect(folder(["XDG_CACHE_HOME": "/xdg", "HOME": "/h"]) == "/xdg/app")
        #expect(folder(["XDG_CACHE_HOME": "rel", "HOME": "/h"]) == "/h/.cache/app")
        #expect(folder(["HOME": ""]) == "/asked/.cache/app")
    }

    @Test("a secret: the option (- reads stdin), the option's file, the variable, then the file's key naming a file")
    func secret() throws {
        let path = folder + "/token"
        try Data("from-file\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let sources = try sources(environment: ["TOKEN": "from-env"])
        let none = Setting(key: "token_file", value: "", origin: .default)
        let flagFile = Setting(key: "token_file", value: path, origin: .flag("--token-file"))
        let keyFile = Setting(key: "token_file", value: path, origin: .file(path: "c.toml", line: 1))
        func secret(_ option: String?, _ file: Setting, in sources: SettingSources) throws -> String? {
            try sources.secret(
                option: option, optionName: "--token", file: file, variable: "TOKEN",
                standardInput: { Data("piped\n".utf8) })
        }

        #expect(try secret("-", none, in: sources) == "piped")
        #expect(try secret("given", flagFile, in: sources) == "given")
        #expect(try secret(nil, flagFile, in: sources) == "from-file")
        #expect(try secret(nil, keyFile, in: sources) == "from-env")
        #expect(try secret(nil, keyFile, in: self.sources()) == "from-file")
        #expect(try secret(nil, none, in: self.sources()) == nil)
        #expect(throws: SettingError(subject: "TOKEN", problem: .secretNotPrintable)) {
            try secret(nil, none, in: self.sources(environment: ["TOKEN": "a b"]))
        }
    }
}
