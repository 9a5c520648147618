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
        // Paths are autoclosures, built only for an error: a stored closure would cost an allocation per member.
        switch key {
        case "id":
            try markSeen(1, at: "items[\(index)].id")
            id = try FeedWireValue.readUUID(&reader, at: "items[\(index)].id")
        case "image":
            try markSeen(2, at: "items[\(index)].image")
            image = try FeedWireValue.readImageURL(&reader, at: "items[\(index)].image")
        case "description":
            try markSeen(4, at: "items[\(index)].description")
            description = try FeedWireValue.readOptionalString(&reader, at: "items[\(index)].description")
        case "location":
            try markSeen(8, at: "items[\(index)].location")
            location = try FeedWireValue.readOptionalString(&reader, at: "items[\(index)].location")
        default:
            return
        }
    }

    /// A repeated field is ambiguous (which one wins differs between parsers), so it is invalid.
    private mutating func markSeen(_ field: UInt8, at path: @autoclosure () -> String) throws {
        guard seen & field == 0 else { throw InvalidData("\(path()) appears twice") }
        seen |= field
    }

    private func image(index: Int) throws -> FeedImage {
        guard let id else { throw InvalidData("items[\(index)].id is missing") }
        guard let image else { throw InvalidData("items[\(index)].image is missing") }
        return FeedImage(id: id, description: description, location: location, url: image)
    }
}
