import Foundation
import HTTPTypes

/// Loads a resource by sending one request and mapping the response.
public struct RemoteResourceLoader<Resource: Sendable>: ResourceLoader {
    /// Turns a response into the resource, or throws (usually `InvalidData`).
    public typealias Mapper = @Sendable (Data, HTTPResponse) throws -> Resource

    private let client: any HTTPClient
    private let request: HTTPRequest
    private let body: Data?
    private let mapper: Mapper

    /// A loader that sends `request` with `body` through `client` and maps the answer with `mapper`.
    public init(client: any HTTPClient, request: HTTPRequest, body: Data? = nil, mapper: @escaping Mapper) {
        self.client = client
        self.request = request
        self.body = body
        self.mapper = mapper
    }

    /// Sends the request and maps the response; throws only `ResourceLoadError`: 401 and 403 are
    /// `authenticationFailed`, 404 is `notFound`, a status the mapper rejects is `unexpectedStatus`, anything else
    /// it rejects `invalidData`; no answer within the client's timeout is `timedOut`.
    public func load() async throws -> Resource {
        let (data, response) = try await send()
        if response.status == .unauthorized || response.status == .forbidden {
            throw ResourceLoadError.authenticationFailed(status: response.status.code)
        }
        if response.status == .notFound {
            throw ResourceLoadError.notFound(FailureReason(.notFound(path: request.path ?? "/")))
        }
        do {
            return try mapper(data, response)
        } catch let error as InvalidData where error.statusCode != nil {
            throw ResourceLoadError.unexpectedStatus(error.statusCode ?? response.status.code)
        } catch {
            throw ResourceLoadError.invalidData(FailureReason(describing: error))
        }
    }

    private func send() async throws -> (Data, HTTPResponse) {
        do {
            return try await client.send(request, body: body)
        } catch is CancellationError {
            throw ResourceLoadError.cancelled
        } catch HTTPClientError.cancelled {
            throw ResourceLoadError.cancelled
        } catch let error as HTTPClientError {
            if case .timedOut = error { throw ResourceLoadError.timedOut(error.reason) }
            throw ResourceLoadError.connectivity(error.reason)
        } catch {
            throw ResourceLoadError.connectivity(FailureReason(describing: error))
        }
    }
}
