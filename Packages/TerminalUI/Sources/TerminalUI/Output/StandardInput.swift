import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a program reads from stdin when told to with `-`: a token (`--token -`), a message (`comment ID -`), read
/// whole but never more than its caller can take.
public enum StandardInput {
    /// Reads stdin to its end, or up to `limit + 1` bytes (so a caller sees it was longer).
    ///
    /// - Parameter limit: The most bytes the caller takes.
    /// - Returns: The bytes read; more than `limit` of them when there were more.
    public static func read(limit: Int) -> Data {
        read(descriptor: STDIN_FILENO, limit: limit)
    }

    /// Reads `descriptor` to its end, or up to `limit + 1` bytes, reading on after an interrupted read; a failed
    /// read ends it, with what was read so far.
    ///
    /// - Parameters:
    ///   - descriptor: An open file descriptor.
    ///   - limit: The most bytes the caller takes.
    /// - Returns: The bytes read; more than `limit` of them when there were more.
    public static func read(descriptor: Int32, limit: Int) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: chunk[..<count])
        }
        return data
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
