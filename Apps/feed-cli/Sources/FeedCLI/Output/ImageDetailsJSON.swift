import EssentialFeed
import ImageComments
import SharedPresentation

/// `show`'s JSON: the feed item's fields, where it was found, its data, the comment count and the latest comments.
///
/// `{"id","description","location","image","source","image_data":{…}|null,"comment_count":int|null,"latest_comments":[…]}`
struct ImageDetailsJSON: Encodable {
    let id: String
    @JSONNullable var description: String?
    @JSONNullable var location: String?
    let image: String
    let source: String
    @JSONNullable var imageData: ImageDataJSON?
    @JSONNullable var commentCount: Int?
    let latestComments: [ImageCommentJSON]

    private enum CodingKeys: String, CodingKey {
        case id, description, location, image, source
        case imageData = "image_data"
        case commentCount = "comment_count"
        case latestComments = "latest_comments"
    }

    init(details: ImageDetails, latestComments: [ImageCommentJSON]) {
        let item = FeedImageJSON(image: details.image)
        id = item.id
        description = item.description
        location = item.location
        image = item.image
        source = details.source.rawValue
        imageData = try? details.imageData.map(ImageDataJSON.init).get()
        commentCount = try? details.comments.get().count
        self.latestComments = latestComments
    }
}
