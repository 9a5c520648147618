import Foundation

/// What a failed system call's `errno` means, for the errnos that files and sockets fail with; a reason's words
/// are `CAUSE.<name>` in SharedPresentation's `Shared.strings`.
public enum SystemReason: String, CaseIterable, Sendable {
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

    /// The system's own text for `errno`, for one without a phrase here.
    public static func text(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
