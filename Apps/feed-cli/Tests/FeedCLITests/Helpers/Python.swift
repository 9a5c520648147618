import Foundation
import Testing

/// Runs a Python 3 script with one argument and returns its stdout: for reading and changing a cache file with
/// Python's own `sqlite3`, outside feed-cli.
enum Python {
    @discardableResult
    static func run(_ script: String, _ argument: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, argument]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
