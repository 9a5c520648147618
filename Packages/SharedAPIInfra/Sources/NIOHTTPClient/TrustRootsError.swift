/// A certificate file or directory that gives no trust root: one line naming the variable (if any), the path and
/// what is wrong, e.g. `SSL_CERT_FILE=/etc/ca.pem: no such file`. `problem` is the fact a program says in its
/// reader's language; `reason` and `description` are the English words, for logs.
public struct TrustRootsError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with a certificate file or directory.
    public enum Problem: Equatable, Hashable, Sendable {
        /// Nothing is at the path of a file.
        case noSuchFile
        /// Nothing is at the path of a directory.
        case noSuchDirectory
        /// A directory is where a file must be.
        case directoryNotFile
        /// A file is where a directory must be.
        case fileNotDirectory
        /// The file or directory cannot be read.
        case unreadable
        /// The file is larger than `limitMiB` MiB, more than any certificate bundle.
        case tooLarge(limitMiB: Int)
        /// The file `name` of the directory is larger than `limitMiB` MiB.
        case memberTooLarge(name: String, limitMiB: Int)
        /// The file holds no PEM certificate (or a broken one).
        case noCertificateInFile
        /// No file of the directory holds a PEM certificate.
        case noCertificateInDirectory
    }

    /// The environment variable that named the path, nil when it was given outright.
    public let variable: String?
    /// The file or directory, as given.
    public let path: String
    /// What is wrong with it.
    public let problem: Problem

    /// The file or directory at `path`, named by `variable` (nil when given outright), is no good for `problem`.
    public init(variable: String?, path: String, problem: Problem) {
        self.variable = variable
        self.path = path
        self.problem = problem
    }

    /// What is wrong with it in English, e.g. `no PEM certificate in the file`: for logs, not for people.
    public var reason: String {
        switch problem {
        case .noSuchFile: "no such file"
        case .noSuchDirectory: "no such directory"
        case .directoryNotFile: "a directory, not a file"
        case .fileNotDirectory: "a file, not a directory"
        case .unreadable: "cannot be read"
        case let .tooLarge(limit): "larger than \(limit) MiB, more than any certificate bundle"
        case let .memberTooLarge(name, limit): "\(name) is larger than \(limit) MiB, more than any certificate bundle"
        case .noCertificateInFile: "no PEM certificate in the file"
        case .noCertificateInDirectory: "no PEM certificate in the directory"
        }
    }

    /// `VARIABLE=path: reason`, or `path: reason` without a variable.
    public var description: String {
        (variable.map { "\($0)=" } ?? "") + "\(path): \(reason)"
    }
}
