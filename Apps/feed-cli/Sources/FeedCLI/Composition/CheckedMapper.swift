import EssentialFeed
import Foundation
import SharedAPI

/// The image-bytes mapper behind `MediaTypeCheck` that the app's image loads use (the feed's is `FeedService`'s own,
/// the comments' `ImageCommentsAPI`'s). Image bytes with a picture's signature are an image whatever Content-Type a
/// server declares.
enum CheckedMapper {
    static let imageData: RemoteResourceLoader<Data>.Mapper = MediaTypeCheck.image(
        FeedImageDataMapper.map, isPicture: ImageSummary.isPicture)
}
