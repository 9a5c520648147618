extension Result where Failure == any Error {
    /// What `body` returns, or the error it throws: `Result(catching:)` for async work. It runs `body` in the
    /// caller's isolation, so `body` need not be `Sendable`.
    public init(isolation: isolated (any Actor)? = #isolation, catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
