import Foundation
import HTTPTypes
import ImageComments

/// The baseline: a plain `JSONDecoder` comments mapper with the same rules as `ImageCommentsMapper`
/// (any 2xx, UUID ids, ISO 8601 dates with or without fractional seconds, all or nothing).
public enum JSONDecoderCommentsMapper {
    public struct Invalid: Error {}

    private struct Root: Decodable {
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: String
        let message: String
        let created_at: String
        let author: Author
    }

    private struct Author: Decodable {
        let username: String
    }

    /// Foundation's fastest ISO 8601 parser (swift-foundation's format style), made once, without and with
    /// fractional seconds. `ISO8601DateFormatter` was measured at ~0.3 MB/s here: too slow to be a fair baseline.
    private static let styles = [
        Date.ISO8601FormatStyle(includingFractionalSeconds: false),
        Date.ISO8601FormatStyle(includingFractionalSeconds: true),
    ]

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        guard (200..<300).contains(response.status.code) else { throw Invalid() }
        let root = try JSONDecoder().decode(Root.self, from: data)
        return try root.items.map { item in
            guard let id = UUID(uuidString: item.id), let date = date(item.created_at) else { throw Invalid() }
            return ImageComment(id: id, message: item.message, createdAt: date, username: item.author.username)
        }
    }

    private static func date(_ text: String) -> Date? {
        for style in styles {
            if let date = try? style.parse(text) { return date }
        }
        return nil
    }
}
