import Foundation

/// The wire format of `GET /feed`: absent keys for a nil description or location.
struct FeedPagePayload: Encodable {
    struct Item: Encodable {
        let id: String
        let description: String?
        let location: String?
        let image: String
    }

    let items: [Item]

    init(items: [SampleFeedItem], imageURL: (String) -> String) {
        self.items = items.map {
            Item(
                id: $0.id.uuidString.lowercased(), description: $0.description, location: $0.location,
                image: imageURL($0.imageName))
        }
    }
}
