import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import ImageComments

/// Everything `show` prints about one image; the image data and the comments may each have failed.
struct ImageDetails: Sendable {
    typealias ImageData = ImageDataService.Loaded

    let image: FeedImage
    let source: FeedSource
    let imageData: Result<ImageData, any Error>
    let comments: Result<[ImageComment], any Error>

    /// How many of the newest comments `show` prints.
    static let latestCount = 3

    /// The newest comments first, at most `latestCount`.
    var latestComments: [ImageComment] {
        guard case let .success(comments) = comments else { return [] }
        return Array(ImageCommentsSort.newest.sorted(comments).prefix(Self.latestCount))
    }
}
