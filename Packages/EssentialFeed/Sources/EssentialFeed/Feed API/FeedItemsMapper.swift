import Foundation
import HTTPTypes
import SharedAPI

/// Maps a feed page response to images: 200 only, all items valid or none.
///
/// Pulls the payload with `JSONReader` straight into `FeedImage`s: no tree, no `Decodable` pass, unknown
/// fields validated and skipped. Every rejection is `InvalidData` naming the JSON path (`items[2].id`).
public enum FeedItemsMapper {
    /// The images of a page in the order the server sent them; throws `InvalidData` naming what is wrong.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.isOK else { throw InvalidData.status(response.status.code) }
        do {
            let expectedCount = data.count / bytesPerItemEstimate
            return try JSONReader.read(data) { reader in try readRoot(&reader, expectedCount: expectedCount) }
        } catch let error as JSONReaderError {
            throw InvalidData("malformed JSON: \(error.reason) at byte \(error.offset)")
        }
    }

    /// Items on the wire take about 200 bytes; reserving for 160 saves the regrowth of `images` and `ids`.
    private static let bytesPerItemEstimate = 160

    private static func readRoot(_ reader: inout JSONReader, expectedCount: Int) throws -> [FeedImage] {
        try FeedWireValue.expect(.object, in: &reader, at: "the payload")
        var images: [FeedImage]?
        try reader.readObject { reader, key in
            guard key == "items" else { return }
            guard images == nil else { throw InvalidData("items appears twice") }
            images = try readItems(&reader, expectedCount: expectedCount)
        }
        guard let images else { throw InvalidData("items is missing") }
        return images
    }

    private static func readItems(_ reader: inout JSONReader, expectedCount: Int) throws -> [FeedImage] {
        try FeedWireValue.expect(.array, in: &reader, at: "items")
        var images: [FeedImage] = []
        images.reserveCapacity(expectedCount)
        var ids = Set<UUID>(minimumCapacity: expectedCount)
        try reader.readArray { reader in
            let index = images.count
            let image = try FeedWireItem.read(&reader, index: index)
            guard ids.insert(image.id).inserted else { throw InvalidData("items[\(index)].id \(image.id) is a duplicate") }
            images.append(image)
        }
        return images
    }
}
