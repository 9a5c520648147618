import EssentialFeed

/// One feed item in the CLI's JSON: `{"id","description","location","image"}`, nulls kept.
struct FeedItemJSON: Encodable {
    let image: FeedImage

    private enum CodingKeys: String, CodingKey {
        case id, description, location, image
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(image.id.uuidString.lowercased(), forKey: .id)
        try container.encode(image.description, forKey: .description)
        try container.encode(image.location, forKey: .location)
        try container.encode(image.url.absoluteString, forKey: .image)
    }
}
