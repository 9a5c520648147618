import Foundation
import HTTPTypes
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

    func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        try await client.send(authorized(request), body: body)
    }

    /// Field names are case-insensitive, so the token replaces an `Authorization` of any case. A token that cannot
    /// be a header value fails the request, naming no part of it: HTTPTypes would turn its line breaks into spaces.
    func authorized(_ request: HTTPRequest) throws -> HTTPRequest {
        guard let origin, let url = request.url, Origin(url) == origin else { return request }
        guard HTTPField.isValidValue(token) else {
            throw HTTPClientError.transport("the token cannot be sent as a header value")
        }
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return request
    }

    /// Never shows the token.
    var description: String { "AuthorizingHTTPClient(token: <redacted>)" }
}
