import Foundation

/// A scratch folder with an empty working directory and stand-ins on PATH for the commands a script must not run
/// for --help (`swift`, `swiftc`, `docc`, `apt-get`, `sudo`, `pip`, `pip3`, `hyperfine`, `wrk`): each records its
/// call and fails. Removed with the value.
final class Sandbox {
    /// How long a script may run before it is called hung, in seconds.
    static let hangGuard: Double = 600

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
    /// guard of 10 minutes (the packages' tests' `HangGuard`): a script that takes a second alone waits minutes for its
    /// turns on two busy cores, and a guard of 60 s would end it while nothing hung.
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
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.hangGuard, execute: guardTimer)
        process.waitUntilExit()
        guardTimer.cancel()
        return (
            process.terminationStatus, try String(contentsOf: output, encoding: .utf8),
            try String(contentsOf: error, encoding: .utf8)
        )
    }
}
