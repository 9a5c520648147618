import Foundation
import SharedAPI

/// One item of the feed payload as it is on the wire: `id`, `image`, optional `description` and `location`.
///
/// Internal to the mapper: the public model never carries JSON names.
struct FeedWireItem {
    enum Key: String, JSONObjectKey {
        case id, image, description, location
    }

    /// The payload's list of items.
    static let items = JSONPath.root.member("items")

    private var id: UUID?
    private var description: String?
    private var location: String?
    private var image: URL?

    static func read(_ reader: inout JSONReader, index: Int) throws -> FeedImage {
        var item = FeedWireItem()
        try reader.readObject(at: items.element(index), keys: Key.self) { reader, key in
            try item.read(key, from: &reader, index: index)
        }
        return try item.image(index: index)
    }

    /// Where `key` of the item at `index` sits; paths are autoclosure arguments, spelled only for an error.
    static func path(_ index: Int, _ key: Key) -> JSONPath {
        items.element(index).member(key.rawValue)
    }

    private mutating func read(_ key: Key, from reader: inout JSONReader, index: Int) throws {
        switch key {
        case .id: id = try reader.readUUID(at: Self.path(index, key))
        case .image: image = try reader.readString(at: Self.path(index, key), as: .httpURL, FeedImageURL.parse)
        case .description: description = try reader.readStringOrNull(at: Self.path(index, key))
        case .location: location = try reader.readStringOrNull(at: Self.path(index, key))
        }
    }

    private func image(index: Int) throws -> FeedImage {
        guard let id else { throw InvalidData.missing(at: Self.path(index, .id)) }
        guard let image else { throw InvalidData.missing(at: Self.path(index, .image)) }
        return FeedImage(id: id, description: description, location: location, url: image)
    }
}
