import Foundation
import SharedAPI

/// The requests of the comments API, relative to a base URL that may carry a path.
public enum ImageCommentsEndpoint: Sendable, Equatable {
    /// `GET <base>/image/<id>/comments`.
    case get(imageID: UUID)
    /// `POST <base>/image/<id>/comments` with `{"message": ...}`.
    case post(imageID: UUID, message: String)

    /// The request for this endpoint on the API at `baseURL`.
    public func request(baseURL: URL) -> HTTPRequest {
        switch self {
        case let .get(imageID):
            HTTPRequest(method: "GET", url: Self.commentsURL(imageID, baseURL), headers: ["Accept": "application/json"])
        case let .post(imageID, message):
            HTTPRequest(
                method: "POST",
                url: Self.commentsURL(imageID, baseURL),
                headers: ["Accept": "application/json", "Content-Type": "application/json"],
                body: NewCommentBody.json(message: message))
        }
    }

    private static func commentsURL(_ imageID: UUID, _ baseURL: URL) -> URL {
        baseURL
            .appendingPathComponent("image")
            .appendingPathComponent(imageID.uuidString.lowercased())
            .appendingPathComponent("comments")
    }
}
