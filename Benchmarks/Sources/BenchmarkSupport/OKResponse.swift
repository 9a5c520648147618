import HTTPTypes

/// A 200 response for feeding mappers outside the network.
public enum OKResponse {
    public static func make() -> HTTPResponse {
        HTTPResponse(status: .ok)
    }
}
