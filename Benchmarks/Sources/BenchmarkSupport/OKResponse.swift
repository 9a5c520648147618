#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

/// A 200 response for feeding mappers outside the network.
public enum OKResponse {
    public static func make() -> HTTPURLResponse {
        HTTPURLResponse(url: URL(string: "http://127.0.0.1/")!, statusCode: 200, httpVersion: nil, headerFields: nil)!
    }
}
