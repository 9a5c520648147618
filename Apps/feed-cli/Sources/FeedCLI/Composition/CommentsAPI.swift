import Foundation
import ImageComments
import SharedAPI

/// One API's comment endpoints behind the checked mappers: the one place the app builds its comment loaders.
struct CommentsAPI: Sendable {
    let client: any HTTPClient
    let baseURL: URL

    func comments(of imageID: UUID) async throws -> [ImageComment] {
        let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: baseURL)
        return try await RemoteResourceLoader(client: client, request: request, mapper: CheckedMapper.comments).load()
    }

    /// Posts `message` and returns the comment as the server created it.
    func post(_ message: String, on imageID: UUID) async throws -> ImageComment {
        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: message)
        return try await RemoteResourceLoader(
            client: client, request: endpoint.request(baseURL: baseURL), body: endpoint.body,
            mapper: CheckedMapper.createdComment
        ).load()
    }
}

extension APISession {
    var commentsAPI: CommentsAPI { CommentsAPI(client: client, baseURL: baseURL) }
}
