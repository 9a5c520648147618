import EssentialFeed
import Foundation
import HTTPTypes

/// The baseline: a plain `JSONDecoder` feed mapper with the same rules as `FeedItemsMapper`
/// (200 only, UUID ids, absolute http(s) image URLs with a host, no duplicate ids, all or nothing).
public enum JSONDecoderFeedMapper {
    public struct Invalid: Error {}

    private struct Root: Decodable {
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: String
        let description: String?
        let location: String?
        let image: String
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.status.code == 200 else { throw Invalid() }
        let root = try JSONDecoder().decode(Root.self, from: data)
        var ids = Set<UUID>(minimumCapacity: root.items.count)
        return try root.items.map { item in
            guard let id = UUID(uuidString: item.id), ids.insert(id).inserted, let url = imageURL(item.image) else {
                throw Invalid()
            }
            return FeedImage(id: id, description: item.description, location: item.location, url: url)
        }
    }

    private static func imageURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
