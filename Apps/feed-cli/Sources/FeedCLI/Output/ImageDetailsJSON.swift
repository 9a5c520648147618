/// `show`'s JSON: the feed item's fields, where it was found, its data, the comment count and the latest comments.
///
/// `{"id","description","location","image","source","image_data":{…}|null,"comment_count":int|null,"latest_comments":[…]}`
struct ImageDetailsJSON: Encodable {
    let details: ImageDetails
    let latestComments: [CommentJSON]

    private enum CodingKeys: String, CodingKey {
        case source
        case imageData = "image_data"
        case commentCount = "comment_count"
        case latestComments = "latest_comments"
    }

    func encode(to encoder: Encoder) throws {
        try FeedItemJSON(image: details.image).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(details.source.rawValue, forKey: .source)
        try container.encode(try? details.imageData.map(ImageDataJSON.init).get(), forKey: .imageData)
        try container.encode(try? details.comments.get().count, forKey: .commentCount)
        try container.encode(latestComments, forKey: .latestComments)
    }
}
