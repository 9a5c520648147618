import Foundation

/// Runs the built feed-cli to the end without blocking Swift's cooperative pool: the pipes are read and the
/// exit awaited on threads of their own, since the in-process sample servers need every pool thread (two on
/// a two-core machine) to answer the child.
enum OffPoolCLI {
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> CLIResult {
        let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cli-offpool-\(UUID())")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        let process = Process()
        process.executableURL = try BuiltCLI().executable
        process.arguments = arguments + ["--timeout", "60"]
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8", "FEED_CACHE_DIR": cacheDirectory.path]
            .merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        (process.standardOutput, process.standardError, process.standardInput) = (stdout, stderr, FileHandle.nullDevice)
        try process.run()
        async let out = onOwnThread { stdout.fileHandleForReading.readDataToEndOfFile() }
        async let err = onOwnThread { stderr.fileHandleForReading.readDataToEndOfFile() }
        let (outData, errData) = await (out, err)
        await onOwnThread { process.waitUntilExit() }
        return CLIResult(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The result of a blocking `work`, done on a new thread.
    static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
