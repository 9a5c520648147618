import EssentialFeed
import SharedPresentation

/// One feed item in the CLI's JSON: `{"id","description","location","image"}`, nulls kept, and in `feed`'s `"new"`:
/// whether this cache has not shown the image before.
struct FeedItemJSON: Encodable {
    let id: String
    @JSONNullable var description: String?
    @JSONNullable var location: String?
    let image: String
    let new: Bool?

    init(image: FeedImage, new: Bool? = nil) {
        id = image.id.uuidString.lowercased()
        description = image.description
        location = image.location
        self.image = image.url.absoluteString
        self.new = new
    }
}
