import Foundation
import SharedAPI

/// One item of the feed payload as it is on the wire: `id`, `image`, optional `description` and `location`.
///
/// Internal to the mapper: the public model never carries JSON names.
struct FeedWireItem {
    private var id: UUID?
    private var description: String?
    private var location: String?
    private var image: URL?
    private var seen: UInt8 = 0

    static func read(_ reader: inout JSONReader, index: Int) throws -> FeedImage {
        try FeedWireValue.expect(.object, in: &reader, at: "items[\(index)]")
        var item = FeedWireItem()
        try reader.readObject { reader, key in try item.readMember(key, from: &reader, index: index) }
        return try item.image(index: index)
    }

    private mutating func readMember(_ key: String, from reader: inout JSONReader, index: Int) throws {
        let path = { "items[\(index)].\(key)" }
        switch key {
        case "id":
            try markSeen(1, path)
            id = try FeedWireValue.readUUID(&reader, at: path())
        case "image":
            try markSeen(2, path)
            image = try FeedWireValue.readImageURL(&reader, at: path())
        case "description":
            try markSeen(4, path)
            description = try FeedWireValue.readOptionalString(&reader, at: path())
        case "location":
            try markSeen(8, path)
            location = try FeedWireValue.readOptionalString(&reader, at: path())
        default:
            return
        }
    }

    /// A repeated field is ambiguous (which one wins differs between parsers), so it is invalid.
    private mutating func markSeen(_ field: UInt8, _ path: () -> String) throws {
        guard seen & field == 0 else { throw InvalidData("\(path()) appears twice") }
        seen |= field
    }

    private func image(index: Int) throws -> FeedImage {
        guard let id else { throw InvalidData("items[\(index)].id is missing") }
        guard let image else { throw InvalidData("items[\(index)].image is missing") }
        return FeedImage(id: id, description: description, location: location, url: image)
    }
}
