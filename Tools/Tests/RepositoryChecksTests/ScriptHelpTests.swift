import Foundation
import Testing

@Suite("Every script answers --help and -h with its usage, and does nothing else")
struct ScriptHelpTests {
    @Test(
        "the script prints its usage, naming itself, and builds, installs and writes nothing",
        arguments: repositoryScripts)
    func answersHelp(_ script: String) throws {
        #expect(try helpProblems(repositoryRoot.appending(path: script), name: script) == [])
    }

    @Test(
        "the tool of Tools/ prints its usage and does nothing else", arguments: ["architecture-graph", "root-manifest"])
    func toolAnswersHelp(_ tool: String) throws {
        // Built beside this test bundle (`swift build --build-tests` builds every product).
        let built = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: tool)
        #expect(try helpProblems(built, name: "swift run --package-path Tools \(tool)") == [])
    }
}

@Suite("The --help check catches each way a script can break it, and passes one that keeps it")
struct BrokenScriptHelpTests {
    static let scripts: [(name: String, body: String, problem: String?)] = [
        ("good", #"echo "Usage: Scripts/good""#, nil),
        ("builds", "echo \"Usage: Scripts/builds\"\nswift build", "ran swift build"),
        ("refuses", "echo \"usage: Scripts/refuses\" >&2\nexit 64", "exit 64"),
        ("silent", "exit 0", "no usage"),
        ("writes", "echo \"Usage: Scripts/writes\"\nmkdir -p -- \"$1\"", "wrote --help"),
        ("installs", "echo \"Usage: Scripts/installs\"\nsudo apt-get install -y wrk", "ran sudo apt-get"),
    ]

    @Test("the script is reported for what it does, or not at all", arguments: scripts)
    func caught(_ script: (name: String, body: String, problem: String?)) throws {
        let scratch = try Sandbox()
        try scratch.write(script.name, script.body, in: scratch.folder.appending(path: "Scripts"))

        let problems = try helpProblems(
            scratch.folder.appending(path: "Scripts/\(script.name)"), name: "Scripts/\(script.name)")
        withExtendedLifetime(scratch) {}
        if let expected = script.problem {
            #expect(problems.contains { $0.contains(expected) }, "reported: \(problems)")
        } else {
            #expect(problems == [])
        }
    }
}

/// What `script` does wrong when asked --help or -h: a failing exit, a command it ran (a build, an install), no usage
/// naming it on stdout, a file it wrote in the working directory.
func helpProblems(_ script: URL, name: String) throws -> [String] {
    try ["--help", "-h"].flatMap { flag in
        let sandbox = try Sandbox()
        let result = try sandbox.run(script, [flag])
        let written = try FileManager.default.contentsOfDirectory(atPath: sandbox.workingDirectory.path)
        return [
            result.status == 0 ? nil : "\(flag): exit \(result.status): \(result.error.prefix(120))",
            sandbox.calls.first.map { "\(flag): ran \($0.prefix(100))" },
            result.output.contains(name) ? nil : "\(flag): no usage naming \(name) on stdout",
            written.isEmpty ? nil : "\(flag): wrote \(written.sorted().prefix(3).joined(separator: " "))",
        ].compactMap { $0 }
    }
}
