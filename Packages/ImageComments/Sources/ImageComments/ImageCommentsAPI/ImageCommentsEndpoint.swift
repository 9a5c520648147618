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
        case let .get(imageID):
            HTTPRequest(
                method: .get, url: Self.commentsURL(imageID, baseURL), headerFields: [.accept: "application/json"])
        case let .post(imageID, _):
            HTTPRequest(
                method: .post,
                url: Self.commentsURL(imageID, baseURL),
                headerFields: [.accept: "application/json", .contentType: "application/json"])
        }
    }

    /// The body to send with `request(baseURL:)`: the JSON message of a post, nothing for a get.
    public var body: Data? {
        switch self {
        case .get: nil
        case let .post(_, message): NewCommentBody.json(message: message)
        }
    }

    private static func commentsURL(_ imageID: UUID, _ baseURL: URL) -> URL {
        baseURL
            .appendingPathComponent("image")
            .appendingPathComponent(imageID.uuidString.lowercased())
            .appendingPathComponent("comments")
    }
}
