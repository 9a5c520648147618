import Foundation
import SharedAPITestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `feed-cli serve` of the built binary in a process of its own, so the server never competes with the tests'
/// threads: a sample API a test can stop (to go offline), send signals to, and read the stderr of. It serves on a
/// `HeldPort`, so once stopped its port refuses for as long as this value lives, and no other test's server is
/// given it.
///
/// `@unchecked Sendable`: `errors` is only touched under `lock`; `process` is not mutated after `init`.
package final class ServeProcess: @unchecked Sendable {
    package let baseURL: URL
    private let held: HeldPort
    private let process = Process()
    private let errorPipe = Pipe()
    private let lock = NSLock()
    private var errors = Data()

    /// Starts the server and waits for the URL it prints. With `descriptorLimit`, it runs under that
    /// `RLIMIT_NOFILE` (util-linux's `prlimit` sets it, then runs the server in its place).
    package init(arguments: [String] = [], descriptorLimit: Int? = nil) async throws {
        let executable = try FeedCLIBinary.url()
        held = try HeldPort()
        let serve = ["serve", "--port", String(held.port)] + arguments
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = ["--nofile=\(descriptorLimit):\(descriptorLimit)", "--", executable.path] + serve
        } else {
            process.executableURL = executable
            process.arguments = serve
        }
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8"]
        let outputPipe = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) =
            (FileHandle.nullDevice, outputPipe, errorPipe)
        try process.run()
        let line = await OwnThread.run { [outputPipe] in Self.firstLine(of: outputPipe.fileHandleForReading) }
        guard let url = URL(string: line), url.port != nil else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "serve printed '\(line)'"])
        }
        baseURL = url
        errorPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
            } else {
                self?.lock.withLock { self?.errors.append(data) }
            }
        }
    }

    deinit { stop() }

    package var port: Int { baseURL.port ?? 0 }
    package var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }
    package var exitCode: Int32? { process.isRunning ? nil : process.terminationStatus }
    /// The server's limit on open files, as /proc says it (`Max open files  256  256  files`).
    package var openFilesLimit: String? {
        let limits = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/limits", encoding: .utf8)
        return limits?.split(separator: "\n").first { $0.hasPrefix("Max open files") }.map(String.init)
    }

    package func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Ends the server and waits until it is gone, so its port refuses connections (and stays this test's).
    package func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether the process exited within `limit`; polls, so a server that never exits fails the test, not hangs it.
    package func exits(within limit: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    private static func firstLine(of handle: FileHandle) -> String {
        var bytes = Data()
        while case let chunk = handle.availableData, !chunk.isEmpty {
            bytes.append(chunk)
            if chunk.contains(UInt8(ascii: "\n")) { break }
        }
        return String(String(decoding: bytes, as: UTF8.self).prefix { $0 != "\n" })
    }
}
