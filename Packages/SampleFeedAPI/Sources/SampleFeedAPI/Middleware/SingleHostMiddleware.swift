import Hummingbird

/// Answers 400 to a request with more than one Host header (RFC 9112, section 3.2): which one names the server
/// is ambiguous.
///
/// The HTTP/1 decoder makes the first Host the request's authority and keeps any other among the header fields.
struct SingleHostMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard !request.headers.contains(where: { $0.name.canonicalName == "host" }) else {
            throw HTTPError(.badRequest, message: "A request must have exactly one Host header.")
        }
        return try await next(request, context)
    }
}
