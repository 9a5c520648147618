import Foundation

extension FailureReason {
    /// The reason of a system call that failed with `errno`: its phrase, else the system's text.
    public init(errno code: Int32, address: String? = nil) {
        self.init(
            SystemReason(errno: code).map(Phrase.system) ?? .text(SystemReason.text(errno: code)), address: address)
    }

    /// The reason of any error: a load's, a client's or a `FailureReasonProviding` error's own reason, a file or
    /// socket error's errno (or that the system gave none), else the error's own description.
    public init(describing error: any Error) {
        if let error = error as? ResourceLoadError {
            self = error.reason
        } else if let error = error as? HTTPClientError {
            self = error.reason
        } else if let error = error as? InvalidData {
            self = error.cause
        } else if let error = error as? any FailureReasonProviding {
            self = error.failureReason
        } else if let code = Self.errno(of: error) {
            self.init(errno: code)
        } else if error is CocoaError || type(of: error) == NSError.self {
            self.init(.systemGaveNoReason)
        } else {
            self.init(.text(String(describing: error)))
        }
    }

    /// The errno behind a POSIX, Cocoa or socket error, when there is one.
    public static func errno(of error: any Error) -> Int32? {
        if let error = error as? POSIXError { return error.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error { return errno(of: underlying) }
        guard nsError.domain == NSCocoaErrorDomain else { return nil }
        return cocoaErrno[nsError.code]
    }

    private static let cocoaErrno: [Int: Int32] = [
        CocoaError.fileNoSuchFile.rawValue: ENOENT, CocoaError.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.fileReadNoPermission.rawValue: EACCES, CocoaError.fileWriteNoPermission.rawValue: EACCES,
        CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC, CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS,
        CocoaError.fileWriteFileExists.rawValue: EEXIST,
    ]
}

/// An error that says why as a phrase and its values (a store's, a file's): `FailureReason(describing:)` takes its
/// reason as it is, so a presentation says it in the reader's language.
public protocol FailureReasonProviding: Error {
    /// Why, as a phrase and its values.
    var failureReason: FailureReason { get }
}
