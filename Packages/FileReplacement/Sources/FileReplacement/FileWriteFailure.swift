import Foundation

/// A file that could not be written: its path, as it was given, and what stopped the write, so that a message can
/// name the file before the reason.
public struct FileWriteFailure: Error {
    /// The path that was to be written, as it was given.
    public let path: String
    /// What stopped the write: the `POSIXError` that ``AtomicFile/write(_:to:)`` threw.
    public let reason: any Error

    /// A failure to write `path`.
    ///
    /// - Parameters:
    ///   - path: The path that was to be written.
    ///   - reason: What stopped the write.
    public init(path: String, reason: any Error) {
        self.path = path
        self.reason = reason
    }
}

extension AtomicFile {
    /// Writes `data` to `path` as ``write(_:to:)`` does; a failure names `path`.
    ///
    /// - Parameters:
    ///   - data: The bytes.
    ///   - path: Where they go.
    /// - Throws: ``FileWriteFailure`` with `path` and the `POSIXError` that stopped the write.
    public static func write(_ data: Data, namingFailuresAt path: String) throws(FileWriteFailure) {
        do {
            try write(data, to: path)
        } catch {
            throw FileWriteFailure(path: path, reason: error)
        }
    }
}
