import Foundation
import HTTPTypes
import SharedAPI

/// The requests of the comments API, relative to a base URL that may carry a path.
public enum ImageCommentsEndpoint: Sendable, Equatable {
    /// `GET <base>/image/<id>/comments`.
    case get(imageID: UUID)
    /// `POST <base>/image/<id>/comments` with `{"message": ...}`.
    case post(imageID: UUID, message: String)

    /// The request for this endpoint on the API at `baseURL`; its body is `body`.
    public func request(baseURL: URL) -> HTTPRequest {
        switch self {
        case let .get(imageID): APIRequest.json(.get, baseURL: baseURL, path: Self.commentsPath(imageID))
        case let .post(imageID, _):
            APIRequest.json(.post, baseURL: baseURL, path: Self.commentsPath(imageID), sendsJSON: true)
        }
    }

    /// The body to send with `request(baseURL:)`: the JSON message of a post, nothing for a get.
    public var body: Data? {
        switch self {
        case .get: nil
        case let .post(_, message): NewCommentBody.json(message: message)
        }
    }

    private static func commentsPath(_ imageID: UUID) -> [String] {
        ["image", imageID.uuidString.lowercased(), "comments"]
    }
}
