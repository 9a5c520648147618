import Foundation
import SharedAPI

/// One comment object as the API sends it: `{"id","message","created_at","author":{"username"}}`.
///
/// Unknown members are skipped; for a repeated member the last one counts.
enum RemoteImageComment {
    static func read(_ reader: inout JSONReader, at path: CommentPath) throws -> ImageComment {
        try reader.expect(.object, "an object", at: path.itself)
        var (id, message, createdAt, username): (UUID?, String?, Date?, String?)
        try reader.readObject { reader, key in
            switch key {
            case "id": id = try readID(&reader, at: path)
            case "message": message = try reader.readString(at: path.field("message"))
            case "created_at": createdAt = try readDate(&reader, at: path)
            case "author": username = try readUsername(&reader, at: path)
            default: break
            }
        }
        guard let id else { throw InvalidData("\(path.field("id")): missing") }
        guard let message else { throw InvalidData("\(path.field("message")): missing") }
        guard let createdAt else { throw InvalidData("\(path.field("created_at")): missing") }
        guard let username else { throw InvalidData("\(path.field("author")): missing") }
        return ImageComment(id: id, message: message, createdAt: createdAt, username: username)
    }

    private static func readID(_ reader: inout JSONReader, at path: CommentPath) throws -> UUID {
        try reader.expect(.string, "a string", at: path.field("id"))
        do {
            return try reader.readUUID()
        } catch let error as JSONReaderError where error.reason == "invalid UUID" {
            throw InvalidData("\(path.field("id")): not a UUID")
        }
    }

    private static func readDate(_ reader: inout JSONReader, at path: CommentPath) throws -> Date {
        let text = try reader.readString(at: path.field("created_at"))
        guard let date = ImageCommentDate.parse(text) else {
            throw InvalidData("\(path.field("created_at")): not an ISO 8601 date-time")
        }
        return date
    }

    private static func readUsername(_ reader: inout JSONReader, at path: CommentPath) throws -> String {
        try reader.expect(.object, "an object", at: path.field("author"))
        var username: String?
        try reader.readObject { reader, key in
            guard key == "username" else { return }
            username = try reader.readString(at: path.field("author.username"))
        }
        guard let username else { throw InvalidData("\(path.field("author.username")): missing") }
        return username
    }
}
