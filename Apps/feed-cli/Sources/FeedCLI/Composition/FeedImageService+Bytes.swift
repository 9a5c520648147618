import Foundation

/// An image's bytes and the URL they were loaded from, which `image` links to on a terminal that shows links.
struct ImageBytes: Sendable {
    let data: Data
    let url: URL
}

/// `image`'s use case: the bytes of the image with an id.
extension FeedImageService {
    /// The bytes at the image's URL; for an image found in the cache whose URL fails, at the remote feed's URL.
    func data(ofImage imageID: UUID) async throws -> ImageBytes {
        let images = imageData
        let (image, source) = try await lookup().image(withID: imageID)
        do {
            return ImageBytes(data: try await images.imageData(from: image.url), url: image.url)
        } catch  where source == .cache {
            // The cached URL may be stale (the server moved): the remote feed's URL, unless it is the same one,
            // which would only repeat the failure (and wait out a silent server twice).
            let current = try await lookup(cached: false).image(withID: imageID).image.url
            guard current != image.url else { throw error }
            return ImageBytes(data: try await images.imageData(from: current), url: current)
        }
    }
}
