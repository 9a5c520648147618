import HTTPTypes

/// Makes the loader of one request's resource: how a use case asks for a resource without knowing where it comes
/// from. The composition root gives it remote loaders, a stub in tests, or a loader with a fallback.
public typealias ResourceLoaderFactory<Request, Resource: Sendable> =
    @Sendable (Request) -> any ResourceLoader<Resource>

extension RemoteResourceLoader {
    /// Remote loaders through `client`: each request of the route made by `request`, its response mapped by `mapper`.
    ///
    /// - Parameters:
    ///   - client: The client of the resource's server.
    ///   - mapper: What makes a response the resource, or refuses it.
    ///   - request: The HTTP request for one request of the route.
    public static func factory<Request>(
        client: any HTTPClient, mapper: @escaping Mapper, request: @escaping @Sendable (Request) -> HTTPRequest
    ) -> ResourceLoaderFactory<Request, Resource> {
        { RemoteResourceLoader(client: client, request: request($0), mapper: mapper) }
    }
}
