import Foundation
import SharedAPI

/// A `ResourceLoaderFactory` of stub loaders: each load records the request it was made for and answers with the
/// next of the given results (the last one again once they run out).
final class ResourceLoaderStub<Request: Sendable, Resource: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Resource, any Error>]
    private var loaded: [Request] = []

    init(_ results: [Result<Resource, any Error>]) { self.results = results }

    /// The requests of the loads so far, in order.
    var loadedRequests: [Request] { lock.withLock { loaded } }

    /// The loader of `request`.
    func loader(for request: Request) -> any ResourceLoader<Resource> {
        Loader(stub: self, request: request)
    }

    private func load(_ request: Request) throws -> Resource {
        try lock.withLock {
            loaded.append(request)
            return results.count > 1 ? results.removeFirst() : results[0]
        }.get()
    }

    private struct Loader: ResourceLoader {
        let stub: ResourceLoaderStub
        let request: Request

        func load() async throws -> Resource { try stub.load(request) }
    }
}

/// A failure a stub loader gives, to see it come out unchanged.
struct LoaderFailure: Error, Equatable {
    let name: String
}
