import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Programs the store tests run: the `EssentialFeedSQLiteWorker` executable built beside them, the sqlite3 command.
enum ChildProcess {
    /// The worker executable, built next to the tests.
    static func worker() throws -> URL {
        let directory = Bundle.main.bundleURL
        let candidates = [directory, directory.deletingLastPathComponent()].map {
            $0.appendingPathComponent("EssentialFeedSQLiteWorker")
        }
        guard let worker = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NSError(domain: "the worker executable was not built next to the tests: \(candidates)", code: 1)
        }
        return worker
    }

    /// Runs `executable` with `arguments` to its end. `obeyingFileModes`, it is refused what a file's or folder's
    /// mode refuses, as a user who is not root is: run as root (as CI and the developers' machines run), it goes
    /// through util-linux's `setpriv` without the capabilities that let root read and write past those modes.
    static func run(_ executable: URL, _ arguments: [String], obeyingFileModes: Bool = false) throws -> (
        status: Int32, text: String, error: String
    ) {
        let process = Process()
        if obeyingFileModes, getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--bounding-set=-dac_override,-dac_read_search", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: text, as: UTF8.self), String(decoding: errorText, as: UTF8.self)
        )
    }
}
