#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation
import SharedAPI

/// Adds `Authorization: Bearer <token>` to requests for the API's origin only (scheme, host and port),
/// so image URLs on other hosts and plain-http downgrades never see the token.
struct AuthorizingHTTPClient: HTTPClient, CustomStringConvertible {
    private let client: any HTTPClient
    private let token: String
    private let origin: Origin?

    init(client: any HTTPClient, token: String, origin baseURL: URL) {
        self.client = client
        self.token = token
        self.origin = Origin(baseURL)
    }

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPURLResponse) {
        try await client.send(authorized(request))
    }

    func authorized(_ request: HTTPRequest) -> HTTPRequest {
        guard let origin, Origin(request.url) == origin else { return request }
        var request = request
        request.headers = request.headers.filter { $0.key.lowercased() != "authorization" }
        request.headers["Authorization"] = "Bearer \(token)"
        return request
    }

    /// Never shows the token.
    var description: String { "AuthorizingHTTPClient(token: <redacted>)" }
}
