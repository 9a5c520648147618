import Foundation

/// The format of the bundled `feed.json`, the sample catalog, kept by hand; its pictures are painted by the
/// package's Tools/make-sample-images.
enum SampleDataFile {
    private struct Root: Decodable {
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: UUID
        let description: String?
        let location: String?
        let image: String
        let comments: [Comment]
    }

    private struct Comment: Decodable {
        let id: UUID
        let message: String
        let username: String
        let age_seconds: Int
    }

    static func items(from data: Data) throws -> [SampleFeedItem] {
        do {
            return try JSONDecoder().decode(Root.self, from: data).items.map(item)
        } catch {
            throw SampleServerError.sampleDataUnavailable("feed.json is invalid: \(error)")
        }
    }

    private static func item(_ item: Item) -> SampleFeedItem {
        SampleFeedItem(
            id: item.id,
            description: item.description,
            location: item.location,
            imageName: item.image,
            seededComments: item.comments.map {
                SeededComment(id: $0.id, message: $0.message, username: $0.username, age: TimeInterval($0.age_seconds))
            }
        )
    }
}
