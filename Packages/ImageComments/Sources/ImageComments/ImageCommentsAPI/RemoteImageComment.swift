import Foundation
import SharedAPI

/// One comment object as the API sends it: `{"id","message","created_at","author":{"username"}}`.
///
/// Unknown members are skipped; a member of the comment or its author that appears twice is invalid.
enum RemoteImageComment {
    enum Key: String, JSONObjectKey {
        case id, message, author
        case createdAt = "created_at"
    }

    private enum AuthorKey: String, JSONObjectKey {
        case username
    }

    /// Reads the comment at `index` in `items`, or the payload itself when `index` is nil.
    static func read(_ reader: inout JSONReader, index: Int?) throws -> ImageComment {
        var (id, message, createdAt, username): (UUID?, String?, Date?, String?)
        try reader.readObject(at: path(index), keys: Key.self) { reader, key in
            switch key {
            case .id: id = try reader.readUUID(at: path(index, key))
            case .message: message = try reader.readString(at: path(index, key))
            case .createdAt:
                createdAt = try reader.readString(
                    at: path(index, key), as: .dateTime, ImageCommentDate.parse)
            case .author: username = try readUsername(&reader, index: index)
            }
        }
        guard let id else { throw InvalidData.missing(at: path(index, .id)) }
        guard let message else { throw InvalidData.missing(at: path(index, .message)) }
        guard let createdAt else { throw InvalidData.missing(at: path(index, .createdAt)) }
        guard let username else { throw InvalidData.missing(at: path(index, .author)) }
        return ImageComment(id: id, message: message, createdAt: createdAt, username: username)
    }

    /// Where `key` of the comment at `index` sits; paths are autoclosure arguments, spelled only for an error.
    static func path(_ index: Int?, _ key: Key) -> JSONPath {
        path(index).member(key.rawValue)
    }

    private static func path(_ index: Int?) -> JSONPath {
        index.map { CommentPayloadReader.items.element($0) } ?? .root
    }

    private static func readUsername(_ reader: inout JSONReader, index: Int?) throws -> String {
        var username: String?
        try reader.readObject(at: path(index, .author), keys: AuthorKey.self) { reader, key in
            username = try reader.readString(at: path(index, .author).member(key.rawValue))
        }
        guard let username else { throw InvalidData.missing(at: path(index, .author).member("username")) }
        return username
    }
}
