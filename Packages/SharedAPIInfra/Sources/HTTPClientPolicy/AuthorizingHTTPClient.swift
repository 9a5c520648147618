import Foundation
import HTTPTypes
import SharedAPI

/// Adds `Authorization: Bearer <token>` to requests for one origin only (scheme, host and port),
/// so URLs on other hosts and plain-http downgrades never see the token.
public struct AuthorizingHTTPClient: HTTPClient, CustomStringConvertible {
    private let client: any HTTPClient
    private let token: String
    private let origin: Origin?

    /// Wraps `client`, sending `token` to the origin of `baseURL` and to no other.
    public init(client: any HTTPClient, token: String, origin baseURL: URL) {
        self.client = client
        self.token = token
        self.origin = Origin(baseURL)
    }

    /// Sends `request` through the wrapped client, with the token when it goes to the origin.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        try await client.send(authorized(request), body: body)
    }

    /// Field names are case-insensitive, so the token replaces an `Authorization` of any case. A token that cannot
    /// be a header value fails the request, naming no part of it: HTTPTypes would turn its line breaks into spaces.
    private func authorized(_ request: HTTPRequest) throws -> HTTPRequest {
        guard let origin, let url = request.url, Origin(url) == origin else { return request }
        guard HTTPField.isValidValue(token) else {
            throw HTTPClientError.transport(FailureReason(.tokenNotAHeaderValue))
        }
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return request
    }

    /// Never shows the token.
    public var description: String { "AuthorizingHTTPClient(token: <redacted>)" }
}
