import Foundation
import SharedAPI

/// One API's comment endpoints as `ResourceLoader`s: requests built by `ImageCommentsEndpoint`, responses read by
/// the comment mappers behind `MediaTypeCheck.json`, so a successful page that is not JSON (a proxy's HTML) is
/// invalid data rather than a parse failure.
public struct ImageCommentsAPI: Sendable {
    /// The client every loader sends its request through.
    public let client: any HTTPClient
    /// The API's base URL, which may carry a path.
    public let baseURL: URL

    /// An API whose requests go through `client` to the comment endpoints under `baseURL`.
    /// - Parameters:
    ///   - client: The client every loader sends its request through.
    ///   - baseURL: The API's base URL, which may carry a path.
    public init(client: any HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    /// A loader of the comments on one image, newest as the server orders them.
    /// - Parameters:
    ///   - imageID: The image whose comments are loaded.
    /// - Returns: The loader; each load asks the server again.
    public func comments(of imageID: UUID) -> any ResourceLoader<[ImageComment]> {
        let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: baseURL)
        return RemoteResourceLoader(client: client, request: request, mapper: Self.commentsMapper)
    }

    /// A loader that posts `message` when loaded, and gives the comment as the server created it.
    /// - Parameters:
    ///   - message: The comment's text, sent as is.
    ///   - imageID: The image the comment is posted on.
    /// - Returns: The loader; each load posts the message again.
    public func post(_ message: String, on imageID: UUID) -> any ResourceLoader<ImageComment> {
        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: message)
        return RemoteResourceLoader(
            client: client, request: endpoint.request(baseURL: baseURL), body: endpoint.body,
            mapper: Self.createdCommentMapper)
    }

    private static let commentsMapper: RemoteResourceLoader<[ImageComment]>.Mapper = MediaTypeCheck.json(
        ImageCommentsMapper.map)
    private static let createdCommentMapper: RemoteResourceLoader<ImageComment>.Mapper = MediaTypeCheck.json(
        CreatedImageCommentMapper.map)
}
