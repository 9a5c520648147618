import Foundation

/// `feed-cli serve --port 0` in a process of its own, so the server never competes with the tests' threads.
/// `@unchecked Sendable`: `baseURL` and `process` are set once in `init`; `Process` itself guards its state.
final class ServerProcess: @unchecked Sendable {
    let baseURL: URL
    private let process: Process

    /// Starts the built binary's sample API and waits for the URL it prints.
    init(cli: BuiltCLI, arguments: [String] = []) async throws {
        process = Process()
        process.executableURL = cli.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": cli.cacheDirectory.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let line = await Self.firstLine(of: stdout.fileHandleForReading)
        guard let url = URL(string: line), url.port != nil else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "serve printed '\(line)'"])
        }
        baseURL = url
    }

    deinit { stop() }

    /// Stops the server and waits until it has exited, so its port refuses connections.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Reads on a thread of its own until the first newline or the end.
    private static func firstLine(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            Thread {
                var bytes = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    bytes.append(chunk)
                    if chunk.contains(UInt8(ascii: "\n")) { break }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                continuation.resume(returning: String(text.prefix { $0 != "\n" }))
            }.start()
        }
    }
}
