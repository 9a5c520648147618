import Foundation
import ImageComments

/// `show`'s use case: the image from the feed (cache first), then its bytes (cache first, read once) and its
/// comments at once.
extension FeedImageService {
    func details(of id: UUID) async throws -> ImageDetails {
        let (image, source) = try await lookup().image(withID: id)
        let images = imageData
        async let loadedData = Result { try await images.load(from: image.url) }
        async let loadedComments = Result { try await comments(of: id) }
        return await ImageDetails(image: image, source: source, imageData: loadedData, comments: loadedComments)
    }

    private func comments(of id: UUID) async throws -> [ImageComment] {
        try await commentsAPI.comments(of: id).load()
    }
}
