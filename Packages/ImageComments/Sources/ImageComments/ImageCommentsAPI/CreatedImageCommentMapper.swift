import Foundation
import HTTPTypes
import SharedAPI

/// Maps the response of a new comment: any 2xx with the created comment object.
public enum CreatedImageCommentMapper {
    /// The comment the server created; throws `InvalidData` when the status or the object is invalid.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> ImageComment {
        guard response.isSuccessful else { throw InvalidData.status(response.status.code) }
        return try CommentPayloadReader.comment(in: data)
    }
}
