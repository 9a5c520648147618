import Hummingbird

/// Delays every response, errors included, by a fixed time to make loading states visible.
struct LatencyMiddleware<Context: RequestContext>: RouterMiddleware {
    let milliseconds: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if milliseconds > 0 { try await Task.sleep(for: .milliseconds(milliseconds)) }
        return try await next(request, context)
    }
}
