import Hummingbird

/// Answers 401 unless the request carries `Authorization: Bearer <token>`.
struct BearerTokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let header = request.headers[.authorization], Self.matches(header, expected: "Bearer " + token) else {
            throw HTTPError(
                .unauthorized, headers: [.wwwAuthenticate: "Bearer"], message: "A valid bearer token is required.")
        }
        return try await next(request, context)
    }

    /// Compares in time that depends on the length only, not on where the first difference is.
    private static func matches(_ given: String, expected: String) -> Bool {
        let given = Array(given.utf8), expected = Array(expected.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
