import EssentialFeed
import Foundation
import ImageComments
import SharedAPI

/// The packages' mappers behind `MediaTypeCheck`: what every remote load of the app uses. Image bytes with a picture's
/// signature are an image whatever Content-Type a server declares.
enum CheckedMapper {
    static let feed: RemoteResourceLoader<[FeedImage]>.Mapper = MediaTypeCheck.json(FeedItemsMapper.map)
    static let comments: RemoteResourceLoader<[ImageComment]>.Mapper = MediaTypeCheck.json(ImageCommentsMapper.map)
    static let createdComment: RemoteResourceLoader<ImageComment>.Mapper = MediaTypeCheck.json(
        CreatedImageCommentMapper.map)
    static let imageData: RemoteResourceLoader<Data>.Mapper = MediaTypeCheck.image(
        FeedImageDataMapper.map, isPicture: ImageSummary.isPicture)
}
