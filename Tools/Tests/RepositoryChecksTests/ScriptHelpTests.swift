import Foundation
import Testing

/// The repository's scripts: every executable file in Scripts/, Fuzz/ and Benchmarks/, relative to the root.
let repositoryScripts: [String] = ["Scripts", "Fuzz", "Benchmarks"].flatMap { folder in
    let names =
        (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appending(path: folder).path)) ?? []
    return names.sorted().map { "\(folder)/\($0)" }.filter { path in
        var isFolder: ObjCBool = false
        let full = repositoryRoot.appending(path: path).path
        return FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: full)
    }
}

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

/// A scratch folder with an empty working directory and stand-ins on PATH for the commands a script must not run
/// for --help (`swift`, `swiftc`, `docc`, `apt-get`, `sudo`, `pip`, `pip3`, `hyperfine`, `wrk`): each records its
/// call and fails. Removed with the value.
final class Sandbox {
    let folder = FileManager.default.temporaryDirectory.appending(path: "scripts-\(UUID().uuidString)")
    var workingDirectory: URL { folder.appending(path: "cwd") }
    var stands: URL { folder.appending(path: "stand-ins") }

    init() throws {
        try FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        for command in ["swift", "swiftc", "docc", "apt-get", "sudo", "pip", "pip3", "hyperfine", "wrk"] {
            try write(command, "echo \"\(command) $*\" >>\"\(folder.path)/calls\"\nexit 97", in: stands)
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The commands the stand-ins were asked to run, one a line.
    var calls: [String] {
        ((try? String(contentsOf: folder.appending(path: "calls"), encoding: .utf8)) ?? "").split(separator: "\n")
            .map(String.init)
    }

    /// Writes an executable shell script.
    func write(_ name: String, _ body: String, in directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appending(path: name)
        try "#!/usr/bin/env bash\n\(body)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }

    /// Runs `executable` in the working directory with the stand-ins (and `path`) first on PATH, no input, and a hang
    /// guard of 60 s.
    func run(_ executable: URL, _ arguments: [String], path: [URL] = [], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["PATH"] = (path + [stands]).map(\.path).joined(separator: ":") + ":" + (variables["PATH"] ?? "")
        process.environment = variables
        let output = folder.appending(path: "stdout"), error = folder.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        let guardTimer = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: guardTimer)
        process.waitUntilExit()
        guardTimer.cancel()
        return (
            process.terminationStatus, try String(contentsOf: output, encoding: .utf8),
            try String(contentsOf: error, encoding: .utf8)
        )
    }
}
