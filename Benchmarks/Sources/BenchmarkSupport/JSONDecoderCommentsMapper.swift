#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation
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

    /// Formatters are made once: making one per date would be an unfair baseline.
    /// `nonisolated(unsafe)`: the formatters are only used under `lock`.
    nonisolated(unsafe) private static let formatters: [ISO8601DateFormatter] = [
        ISO8601DateFormatter.Options([.withInternetDateTime]),
        ISO8601DateFormatter.Options([.withInternetDateTime, .withFractionalSeconds]),
    ].map { options in
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = options
        return formatter
    }
    private static let lock = NSLock()

    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> [ImageComment] {
        guard (200..<300).contains(response.statusCode) else { throw Invalid() }
        let root = try JSONDecoder().decode(Root.self, from: data)
        return try root.items.map { item in
            guard let id = UUID(uuidString: item.id), let date = date(item.created_at) else { throw Invalid() }
            return ImageComment(id: id, message: item.message, createdAt: date, username: item.author.username)
        }
    }

    private static func date(_ text: String) -> Date? {
        lock.withLock {
            for formatter in formatters {
                if let date = formatter.date(from: text) { return date }
            }
            return nil
        }
    }
}
