import Foundation
import HTTPTypes
import SharedAPI

/// Maps a comments response: any 2xx with `{"items":[...]}`, all items valid, order kept.
public enum ImageCommentsMapper {
    /// The comments in the order the server sent them; throws `InvalidData` for any invalid item.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        guard response.isSuccessful else { throw InvalidData.status(response.status.code) }
        return try CommentPayloadReader.comments(in: data)
    }
}
