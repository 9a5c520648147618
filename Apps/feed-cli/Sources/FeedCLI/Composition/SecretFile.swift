import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A token kept in a file (`--token-file`, `token_file`) or piped on stdin (`--token -`), never on the command line,
/// where every user sees it through `ps`. A file that others may read or write is refused, as ssh refuses a
/// private key: the token in it is no longer a secret.
enum SecretFile {
    /// More than any bearer token.
    static let maximumSize = 65_536

    /// The token in the file at `path`; `subject` names where the path came from in a usage error (`--token-file`,
    /// `config.toml:4: token_file`). The message never holds the token.
    static func token(at path: String, subject: String) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw refusal(subject, path, "cannot be read: " + String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw refusal(subject, path, "is not a regular file")
        }
        let permissions = status.st_mode & 0o777
        guard permissions & 0o077 == 0 else {
            let mode = String(permissions, radix: 8)
            throw refusal(subject, path, "is open to others (mode \(mode)); chmod 600 it, as ssh asks of a private key")
        }
        return try token(
            in: FileHandle(fileDescriptor: descriptor).readData(ofLength: maximumSize + 1), subject: subject)
    }

    /// The token in `data` (a file's or stdin's): one line, its line break and surrounding spaces dropped.
    static func token(in data: Data, subject: String) throws -> String {
        guard data.count <= maximumSize, let text = String(data: data, encoding: .utf8) else {
            throw ValidationError("\(subject): the token must be one line of printable ASCII.")
        }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard RequestOptions.isUsable(token: token) else {
            throw ValidationError("\(subject): the token must be printable ASCII without spaces or control characters.")
        }
        return token
    }

    private static func refusal(_ subject: String, _ path: String, _ reason: String) -> ValidationError {
        ValidationError("\(subject) '\(path)' \(reason).")
    }
}
