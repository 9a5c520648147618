#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation
import SharedAPI

/// Maps a feed page response to images: 200 only, all items valid or none.
public enum FeedItemsMapper {
    private struct Root: Decodable {
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: String
        let description: String?
        let location: String?
        let image: String
    }

    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> [FeedImage] {
        guard response.isOK else { throw InvalidData.status(response.statusCode) }
        let root = try decode(data)
        var validator = FeedItemValidator(expectedCount: root.items.count)
        for (index, item) in root.items.enumerated() {
            try validator.append(
                index: index, id: item.id, description: item.description, location: item.location, image: item.image)
        }
        return validator.images
    }

    private static func decode(_ data: Data) throws -> Root {
        do {
            return try JSONDecoder().decode(Root.self, from: data)
        } catch let error as DecodingError {
            throw InvalidData(DecodingErrorReason.reason(for: error))
        }
    }
}
