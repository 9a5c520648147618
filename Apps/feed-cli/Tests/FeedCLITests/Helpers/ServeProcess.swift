import Foundation

/// `feed-cli serve --port 0` of the built binary, to send signals to and time its exit; stderr is kept.
///
/// `@unchecked Sendable`: `errors` is only touched under `lock`; `process` is not mutated after `init`.
final class ServeProcess: @unchecked Sendable {
    let baseURL: URL
    private let process = Process()
    private let errorPipe = Pipe()
    private let lock = NSLock()
    private var errors = Data()

    /// Starts the server and waits for the URL it prints. With `descriptorLimit`, it runs under that
    /// `RLIMIT_NOFILE` (util-linux's `prlimit` sets it, then runs the server in its place).
    init(arguments: [String] = [], descriptorLimit: Int? = nil) async throws {
        let executable = try BuiltCLI().executable
        let serve = ["serve", "--port", "0"] + arguments
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

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    var port: Int { baseURL.port ?? 0 }
    var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    var exitCode: Int32? { process.isRunning ? nil : process.terminationStatus }
    /// The server's limit on open files, as /proc says it (`Max open files  256  256  files`).
    var openFilesLimit: String? {
        let limits = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/limits", encoding: .utf8)
        return limits?.split(separator: "\n").first { $0.hasPrefix("Max open files") }.map(String.init)
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Whether the process exited within `limit`; polls, so a server that never exits fails the test, not hangs it.
    func exits(within limit: Duration) async throws -> Bool {
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
