import Foundation

/// What a failed system call's `errno` means, for the errnos that files and sockets fail with.
public enum SystemReason: String, CaseIterable, Sendable, CustomStringConvertible {
    case noSuchFile, permissionDenied, isDirectory, notDirectory, readOnly, noSpace, exists
    case addressInUse, addressUnavailable, connectionRefused, connectionReset, connectionTimedOut, noRoute

    /// The reason `errno` means; nil for an errno without a phrase of its own.
    public init?(errno code: Int32) {
        guard let reason = Self.byErrno[code] else { return nil }
        self = reason
    }

    private static let byErrno: [Int32: SystemReason] = [
        ENOENT: .noSuchFile, EACCES: .permissionDenied, EPERM: .permissionDenied, EISDIR: .isDirectory,
        ENOTDIR: .notDirectory, EROFS: .readOnly, ENOSPC: .noSpace, EEXIST: .exists, EADDRINUSE: .addressInUse,
        EADDRNOTAVAIL: .addressUnavailable, ECONNREFUSED: .connectionRefused, ECONNRESET: .connectionReset,
        ETIMEDOUT: .connectionTimedOut, EHOSTUNREACH: .noRoute, ENETUNREACH: .noRoute,
    ]

    /// The English phrase.
    public var description: String {
        switch self {
        case .noSuchFile: "no such file or directory"
        case .permissionDenied: "permission denied"
        case .isDirectory: "it is a directory"
        case .notDirectory: "a part of the path is not a directory"
        case .readOnly: "the file system is read-only"
        case .noSpace: "no space left on the device"
        case .exists: "it already exists"
        case .addressInUse: "the address is already in use"
        case .addressUnavailable: "the address is not available on this machine"
        case .connectionRefused: "connection refused"
        case .connectionReset: "connection reset by the server"
        case .connectionTimedOut: "connection timed out"
        case .noRoute: "no route to the host"
        }
    }

    /// The system's own text for `errno`, for one without a phrase here.
    public static func text(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
