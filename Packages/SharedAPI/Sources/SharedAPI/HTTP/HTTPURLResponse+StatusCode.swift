#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

extension HTTPURLResponse {
    /// Status 200 exactly, as the feed endpoint requires.
    public var isOK: Bool { statusCode == 200 }

    /// Any 2xx status, as the comments endpoint accepts.
    public var isSuccessful: Bool { (200..<300).contains(statusCode) }
}
