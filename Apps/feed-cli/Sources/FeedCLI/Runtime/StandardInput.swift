import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command reads from stdin when told to with `-`: a token (`--token -`), a message (`comment ID -`).
enum StandardInput {
    /// Reads stdin to its end, or up to `limit + 1` bytes (so a caller sees it was longer).
    static func read(limit: Int) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
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
