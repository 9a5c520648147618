import EssentialFeed
import Foundation
import ImageComments
import SharedAPI

/// The packages' mappers behind `MediaTypeCheck`: what the app's comment and image loads use (the feed's is
/// `FeedService`'s own). Image bytes with a picture's signature are an image whatever Content-Type a server declares.
enum CheckedMapper {
    static let comments: RemoteResourceLoader<[ImageComment]>.Mapper = MediaTypeCheck.json(ImageCommentsMapper.map)
    static let createdComment: RemoteResourceLoader<ImageComment>.Mapper = MediaTypeCheck.json(
        CreatedImageCommentMapper.map)
    static let imageData: RemoteResourceLoader<Data>.Mapper = MediaTypeCheck.image(
        FeedImageDataMapper.map, isPicture: ImageSummary.isPicture)
}
