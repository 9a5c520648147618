import Foundation
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps a comments response: any 2xx with `{"items":[...]}`, all items valid, order kept.
public enum ImageCommentsMapper {
    /// The comments in the order the server sent them; throws `InvalidData` for any invalid item.
    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> [ImageComment] {
        guard response.isSuccessful else { throw InvalidData.status(response.statusCode) }
        return try CommentPayloadReader.comments(in: data)
    }
}
