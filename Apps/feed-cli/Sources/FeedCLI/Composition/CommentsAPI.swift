import Foundation
import ImageComments
import SharedAPI

/// One API's comment endpoints behind the checked mappers: the one place the app builds its comment loaders, which
/// the runs and the browser use as `ResourceLoader`s.
struct CommentsAPI: Sendable {
    let client: any HTTPClient
    let baseURL: URL

    func comments(of imageID: UUID) -> any ResourceLoader<[ImageComment]> {
        let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: baseURL)
        return RemoteResourceLoader(client: client, request: request, mapper: CheckedMapper.comments)
    }

    /// Posts `message` when loaded, and gives the comment as the server created it.
    func post(_ message: String, on imageID: UUID) -> any ResourceLoader<ImageComment> {
        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: message)
        return RemoteResourceLoader(
            client: client, request: endpoint.request(baseURL: baseURL), body: endpoint.body,
            mapper: CheckedMapper.createdComment)
    }
}

extension APISession {
    var commentsAPI: CommentsAPI { CommentsAPI(client: client, baseURL: baseURL) }
}
