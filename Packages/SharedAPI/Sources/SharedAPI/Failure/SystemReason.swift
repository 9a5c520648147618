import Foundation

/// What a failed system call's `errno` means, for the errnos that files and sockets fail with; a reason's words
/// are `CAUSE.<name>` in SharedPresentation's `Shared.strings`.
public enum SystemReason: String, CaseIterable, Sendable {
    case noSuchFile, permissionDenied, isDirectory, notDirectory, readOnly, noSpace, exists
    case addressInUse, addressUnavailable, connectionRefused, connectionReset, connectionTimedOut, noRoute

    /// The reason `errno` means; nil for an errno without a phrase of its own.
    public init?(errno code: Int32) {
        // A switch, not a dictionary: `[Int32: SystemReason]` is a generic type the runtime first checks against
        // every conformance record (0.6M instructions for the first failure told).
        switch code {
        case ENOENT: self = .noSuchFile
        case EACCES, EPERM: self = .permissionDenied
        case EISDIR: self = .isDirectory
        case ENOTDIR: self = .notDirectory
        case EROFS: self = .readOnly
        case ENOSPC: self = .noSpace
        case EEXIST: self = .exists
        case EADDRINUSE: self = .addressInUse
        case EADDRNOTAVAIL: self = .addressUnavailable
        case ECONNREFUSED: self = .connectionRefused
        case ECONNRESET: self = .connectionReset
        case ETIMEDOUT: self = .connectionTimedOut
        case EHOSTUNREACH, ENETUNREACH: self = .noRoute
        default: return nil
        }
    }

    /// The system's own text for `errno`, for one without a phrase here.
    public static func text(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
