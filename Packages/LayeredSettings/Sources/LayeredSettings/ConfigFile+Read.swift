import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ConfigFile {
    /// More than any config file needs: a larger file (a log named by mistake, a device) is refused unread.
    public static let maximumSize = 1 << 20

    /// Reads and parses the file at `path` against `schema`.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - mustExist: Whether a missing file is an error (a path the person named) or no file (the default
    ///     location).
    ///   - schema: The keys and list tables the program reads.
    /// - Returns: The checked file, or nil when there is none and `mustExist` is false.
    /// - Throws: ``ConfigFileError``: a file that exists but cannot be read, is larger than ``maximumSize``, is not
    ///   UTF-8 or does not parse.
    public static func load(path: String, mustExist: Bool, schema: ConfigSchema) throws(ConfigFileError)
        -> ConfigFile?
    {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT && !mustExist { return nil }
            throw ConfigFileError(path: path, line: nil, key: nil, problem: .cannotRead(errno: code))
        }
        defer { close(descriptor) }
        let bytes = try contents(of: descriptor, path: path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigFileError(path: path, line: nil, key: nil, problem: .notUTF8)
        }
        return try parse(text, path: path, schema: schema)
    }

    private static func contents(of descriptor: Int32, path: String) throws(ConfigFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw ConfigFileError(path: path, line: nil, key: nil, problem: .cannotRead(errno: errno))
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= maximumSize else {
                throw ConfigFileError(path: path, line: nil, key: nil, problem: .tooLarge(limit: maximumSize))
            }
        }
    }
}
