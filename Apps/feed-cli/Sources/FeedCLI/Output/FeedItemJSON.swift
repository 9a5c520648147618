import EssentialFeed

/// One feed item in the CLI's JSON: `{"id","description","location","image"}`, nulls kept.
struct FeedItemJSON: Encodable {
    let id: String
    @JSONNullable var description: String?
    @JSONNullable var location: String?
    let image: String

    init(image: FeedImage) {
        id = image.id.uuidString.lowercased()
        description = image.description
        location = image.location
        self.image = image.url.absoluteString
    }
}
