import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A secret (a bearer token) kept in a file or piped on stdin, never on the command line, where every user sees it
/// through `ps`. A file that others may read or write is refused, as ssh refuses a private key: the secret in it is
/// no longer one.
public enum SecretFile {
    /// More than any bearer token: a larger file or input is refused.
    public static let maximumSize = 65_536

    /// The token in the file at `path`: opened without following a link and without waiting on a FIFO.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - subject: Where the path came from, for a message: `--token-file`, `config.toml:4: token_file`.
    /// - Returns: The token, its line break and surrounding spaces dropped.
    /// - Throws: ``SettingError`` naming `subject` and `path`, never the token: the file cannot be read, is no
    ///   regular file, is open to others (any group or other permission bit), or holds no usable token.
    public static func token(at path: String, subject: String) throws(SettingError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw SettingError(subject: subject, problem: .secretFileUnreadable(path: path, code: errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw SettingError(subject: subject, problem: .secretFileNotRegular(path: path))
        }
        let permissions = status.st_mode & 0o777
        guard permissions & 0o077 == 0 else {
            throw SettingError(
                subject: subject, problem: .secretFileOpenToOthers(path: path, mode: UInt32(permissions)))
        }
        return try token(
            in: FileHandle(fileDescriptor: descriptor).readData(ofLength: maximumSize + 1), subject: subject)
    }

    /// The token in `data` (a file's or stdin's): one line, its line break and surrounding spaces dropped.
    ///
    /// - Parameters:
    ///   - data: The bytes read, at most ``maximumSize`` of them.
    ///   - subject: Where they came from, for a message: `--token -`.
    /// - Returns: The token.
    /// - Throws: ``SettingError`` naming `subject`, never the token: more than ``maximumSize`` bytes, no UTF-8, or
    ///   a token that ``isUsable(token:)`` refuses.
    public static func token(in data: Data, subject: String) throws(SettingError) -> String {
        guard data.count <= maximumSize, let text = String(data: data, encoding: .utf8) else {
            throw SettingError(subject: subject, problem: .secretNotOneLine)
        }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard isUsable(token: token) else {
            throw SettingError(subject: subject, problem: .secretNotHeaderValue)
        }
        return token
    }

    /// Whether `token` can be an HTTP header's value as a bearer token: printable ASCII without spaces, not empty.
    ///
    /// - Parameter token: The token.
    /// - Returns: Whether it can be sent.
    public static func isUsable(token: String) -> Bool {
        !token.isEmpty && token.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }
}
