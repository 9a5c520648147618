import Hummingbird

/// Records every request's path in a `RequestCounter` before anything else runs.
struct RequestCountingMiddleware<Context: RequestContext>: RouterMiddleware {
    let counter: RequestCounter

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        await counter.record(path: request.uri.path)
        return try await next(request, context)
    }
}
