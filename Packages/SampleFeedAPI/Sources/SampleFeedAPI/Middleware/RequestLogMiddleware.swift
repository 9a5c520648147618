import Hummingbird

/// Writes one line per answered request: method, path with query, status and milliseconds; never a header.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let write: @Sendable (String) -> Void

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start)
            return response
        } catch {
            log(request, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
        write(
            RequestLogLine(
                method: request.method.rawValue, target: request.uri.description, status: status,
                elapsed: ContinuousClock.now - start
            ).text)
    }
}
