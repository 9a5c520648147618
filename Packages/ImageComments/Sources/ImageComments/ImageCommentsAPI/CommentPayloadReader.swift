import Foundation
import SharedAPI

/// Reads the comments payloads with SharedAPI's expectation readers: every failure is `InvalidData` worded as
/// the feed's, and a member that appears twice is invalid, as in the feed.
enum CommentPayloadReader {
    private enum PayloadKey: String, JSONObjectKey {
        case items
    }

    /// The payload's list of comments.
    static let items = JSONPath.root.member("items")

    /// The comments of `{"items":[...]}`, in document order.
    static func comments(in data: Data) throws -> [ImageComment] {
        try JSONReader.readPayload(data) { reader in
            var comments: [ImageComment]?
            try reader.readObject(at: .root, keys: PayloadKey.self) { reader, _ in comments = try readItems(&reader) }
            guard let comments else { throw InvalidData.missing(at: items) }
            return comments
        }
    }

    /// The one comment object of the payload.
    static func comment(in data: Data) throws -> ImageComment {
        try JSONReader.readPayload(data) { reader in try RemoteImageComment.read(&reader, index: nil) }
    }

    /// A repeated id is invalid data, as in the feed: a list that says one comment twice cannot be shown as sent.
    private static func readItems(_ reader: inout JSONReader) throws -> [ImageComment] {
        var comments: [ImageComment] = []
        var ids = Set<UUID>()
        try reader.readArray(at: items) { reader, index in
            let comment = try RemoteImageComment.read(&reader, index: index)
            guard ids.insert(comment.id).inserted else {
                throw InvalidData.duplicate(comment.id, at: RemoteImageComment.path(index, .id))
            }
            comments.append(comment)
        }
        return comments
    }
}
