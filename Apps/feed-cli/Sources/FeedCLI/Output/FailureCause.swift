import Foundation
import SampleFeedAPI
import TerminalViews

/// The one place an error becomes words for people: the plain, localized reason of a file or socket failure
/// ("no such file or directory", "the address is already in use"), else the error's own one-line description.
///
/// Foundation's descriptions (`Error Domain=NSCocoaErrorDomain Code=4 … UserInfo={…}`) and NIO's
/// (`bind(descriptor:ptr:bytes:): Address already in use) (errno: 98)`) never reach the terminal: every
/// message that shows an error's cause gets it from here.
enum FailureCause {
    static func describe(_ error: any Error, language: String) -> String {
        if let code = errno(of: error) {
            return reasonKey(errno: code).map { CLIStrings.string($0, language: language) }
                ?? String(cString: strerror(code))
        }
        if error is CocoaError || type(of: error) == NSError.self {
            return CLIStrings.string(.reasonUnknown, language: language)
        }
        return LoadFailure(error).cause
    }

    /// The errno behind a POSIX, Cocoa or socket error, when there is one.
    static func errno(of error: any Error) -> Int32? {
        if case let SampleServerError.cannotListen(_, _, code) = error { return code }
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

    private static func reasonKey(errno code: Int32) -> CLIStrings.Key? {
        switch code {
        case ENOENT: .reasonNoSuchFile
        case EACCES, EPERM: .reasonPermissionDenied
        case EISDIR: .reasonIsDirectory
        case ENOTDIR: .reasonNotDirectory
        case EROFS: .reasonReadOnly
        case ENOSPC: .reasonNoSpace
        case EEXIST: .reasonExists
        case EADDRINUSE: .reasonAddressInUse
        case EADDRNOTAVAIL: .reasonAddressUnavailable
        default: nil
        }
    }
}
