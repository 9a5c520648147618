import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `feed-cli serve --port 0` of the built binary: a sample API the test can stop, to make the browser go offline.
final class SampleServeProcess {
    let baseURL: String
    private let process = Process()

    /// Starts the server with `arguments` and waits for the URL it prints first.
    init(executable: URL, arguments: [String] = []) throws {
        let output = Pipe()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--quiet"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8"]
        (process.standardInput, process.standardOutput, process.standardError) =
            (FileHandle.nullDevice, output, FileHandle.nullDevice)
        try process.run()
        baseURL = Self.firstLine(of: output.fileHandleForReading)
    }

    deinit {
        stop()
    }

    /// Ends the server and waits until it is gone, so its port refuses connections.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    private static func firstLine(of handle: FileHandle) -> String {
        var bytes: [UInt8] = []
        while let byte = try? handle.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
