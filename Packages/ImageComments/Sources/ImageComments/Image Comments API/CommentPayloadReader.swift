import Foundation
import SharedAPI

/// Reads the comments payloads with `JSONReader`, turning every failure into a short `InvalidData` reason.
enum CommentPayloadReader {
    /// The comments of `{"items":[...]}`, in document order.
    static func comments(in data: Data) throws(InvalidData) -> [ImageComment] {
        try read(data) { reader in
            try reader.expect(.object, "an object", at: "payload")
            var items: [ImageComment]?
            try reader.readObject { reader, key in
                guard key == "items" else { return }
                items = try readItems(&reader)
            }
            guard let items else { throw InvalidData("items: missing") }
            return items
        }
    }

    /// The one comment object of the payload.
    static func comment(in data: Data) throws(InvalidData) -> ImageComment {
        try read(data) { reader in try RemoteImageComment.read(&reader, at: CommentPath(index: nil)) }
    }

    /// A repeated id is invalid data, as in the feed: a list that says one comment twice cannot be shown as sent.
    private static func readItems(_ reader: inout JSONReader) throws -> [ImageComment] {
        try reader.expect(.array, "an array", at: "items")
        var index = 0
        var ids = Set<UUID>()
        return try reader.mapArray { reader in
            defer { index += 1 }
            let comment = try RemoteImageComment.read(&reader, at: CommentPath(index: index))
            guard ids.insert(comment.id).inserted else {
                throw InvalidData("items[\(index)].id \(comment.id) is a duplicate")
            }
            return comment
        }
    }

    private static func read<T>(_ data: Data, _ body: (inout JSONReader) throws -> T) throws(InvalidData) -> T {
        do {
            return try JSONReader.read(data, body)
        } catch let error as InvalidData {
            throw error
        } catch let error as JSONReaderError {
            throw InvalidData("malformed JSON: \(error.reason) at byte \(error.offset)")
        } catch {
            throw InvalidData("malformed JSON")
        }
    }
}
