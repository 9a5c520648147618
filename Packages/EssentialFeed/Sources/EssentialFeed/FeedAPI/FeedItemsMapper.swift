import Foundation
import HTTPTypes
import SharedAPI

/// Maps a feed page response to images: 200 only, all items valid or none.
///
/// Pulls the payload with `JSONReader` straight into `FeedImage`s: no tree, no `Decodable` pass, unknown
/// fields validated and skipped. Every rejection is `InvalidData` naming the JSON path (`items[2].id`), worded
/// by SharedAPI's expectation readers.
public enum FeedItemsMapper {
    /// The images of a page in the order the server sent them; throws `InvalidData` naming what is wrong.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.isOK else { throw InvalidData.status(response.status.code) }
        let expectedCount = data.count / bytesPerItemEstimate
        return try JSONReader.readPayload(data) { reader in try readRoot(&reader, expectedCount: expectedCount) }
    }

    /// Items on the wire take about 200 bytes; reserving for 160 saves the regrowth of `images` and `ids`.
    private static let bytesPerItemEstimate = 160

    private enum PayloadKey: String, JSONObjectKey {
        case items
    }

    private static func readRoot(_ reader: inout JSONReader, expectedCount: Int) throws -> [FeedImage] {
        var images: [FeedImage]?
        try reader.readObject(at: .root, keys: PayloadKey.self) { reader, _ in
            images = try readItems(&reader, expectedCount: expectedCount)
        }
        guard let images else { throw InvalidData.missing(at: FeedWireItem.items) }
        return images
    }

    private static func readItems(_ reader: inout JSONReader, expectedCount: Int) throws -> [FeedImage] {
        var images: [FeedImage] = []
        images.reserveCapacity(expectedCount)
        var ids = Set<UUID>(minimumCapacity: expectedCount)
        try reader.readArray(at: FeedWireItem.items) { reader, index in
            let image = try FeedWireItem.read(&reader, index: index)
            guard ids.insert(image.id).inserted else {
                throw InvalidData.duplicate(image.id, at: FeedWireItem.path(index, .id))
            }
            images.append(image)
        }
        return images
    }
}
