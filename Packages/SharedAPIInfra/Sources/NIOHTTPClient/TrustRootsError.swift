import SharedAPI

/// A certificate file or directory that gives no trust root: the variable that named it (if any), the path and
/// what is wrong. Its `failureReason` is the phrase a presentation says in its reader's language, as
/// `SSL_CERT_FILE=/etc/ca.pem: no such file`; `problem.phrase` alone is what a program that names the path its
/// own way (`--cacert /etc/ca.pem: …`) says after it. The words live only in the causes' table.
public struct TrustRootsError: Error, Equatable, Hashable, Sendable, CustomStringConvertible,
    FailureReasonProviding
{
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
        /// The file `name` of the directory, one of its hashed names, is larger than `limitMiB` MiB.
        case memberTooLarge(name: String, limitMiB: Int)
        /// The file `name` of the directory, one of its hashed names, holds no PEM certificate (or a broken one).
        case memberHasNoCertificate(name: String)
        /// The file holds no PEM certificate (or a broken one).
        case noCertificateInFile
        /// No hashed name of the directory (`openssl rehash`) holds a PEM certificate.
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

    /// `VARIABLE=path` and what is wrong with it, or `path` without a variable: a phrase of the causes' table.
    public var failureReason: FailureReason {
        FailureReason(.certificatesUnusable(source: (variable.map { "\($0)=" } ?? "") + path, cause: problem.phrase))
    }

    /// The phrase and its values, for logs and tests, not for people.
    public var description: String {
        failureReason.description
    }
}

extension TrustRootsError.Problem {
    /// What is wrong, as a phrase of the causes' table: `no such file`, `no PEM certificate in the file`.
    public var phrase: FailureReason.Phrase {
        switch self {
        case .noSuchFile: .certificateFileMissing
        case .noSuchDirectory: .certificateDirectoryMissing
        case .directoryNotFile: .certificateFileIsDirectory
        case .fileNotDirectory: .certificateDirectoryIsFile
        case .unreadable: .certificatesUnreadable
        case let .tooLarge(limit): .certificateFileTooLarge(limitMiB: limit)
        case let .memberTooLarge(name, limit): .certificateDirectoryFileTooLarge(name: name, limitMiB: limit)
        case let .memberHasNoCertificate(name): .noCertificateInDirectoryFile(name: name)
        case .noCertificateInFile: .noCertificateInFile
        case .noCertificateInDirectory: .noCertificateInDirectory
        }
    }
}
