#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation

/// Loads a resource by sending one request and mapping the response.
public struct RemoteResourceLoader<Resource: Sendable>: ResourceLoader {
    public typealias Mapper = @Sendable (Data, HTTPURLResponse) throws -> Resource

    private let client: any HTTPClient
    private let request: HTTPRequest
    private let mapper: Mapper

    public init(client: any HTTPClient, request: HTTPRequest, mapper: @escaping Mapper) {
        self.client = client
        self.request = request
        self.mapper = mapper
    }

    public func load() async throws -> Resource {
        let (data, response) = try await send()
        if response.statusCode == 401 || response.statusCode == 403 {
            throw ResourceLoadError.authenticationFailed(status: response.statusCode)
        }
        do {
            return try mapper(data, response)
        } catch {
            throw ResourceLoadError.invalidData(String(describing: error))
        }
    }

    private func send() async throws -> (Data, HTTPURLResponse) {
        do {
            return try await client.send(request)
        } catch is CancellationError {
            throw ResourceLoadError.cancelled
        } catch HTTPClientError.cancelled {
            throw ResourceLoadError.cancelled
        } catch {
            throw ResourceLoadError.connectivity(String(describing: error))
        }
    }
}
