/// A certificate file or directory that gives no trust root: one line naming the variable (if any), the path and
/// what is wrong, e.g. `SSL_CERT_FILE=/etc/ca.pem: no such file`.
public struct TrustRootsError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The environment variable that named the path, nil when it was given outright.
    public let variable: String?
    /// The file or directory, as given.
    public let path: String
    /// What is wrong with it, e.g. `no PEM certificate in the file`.
    public let reason: String

    /// `VARIABLE=path: reason`, or `path: reason` without a variable.
    public var description: String {
        (variable.map { "\($0)=" } ?? "") + "\(path): \(reason)"
    }
}
