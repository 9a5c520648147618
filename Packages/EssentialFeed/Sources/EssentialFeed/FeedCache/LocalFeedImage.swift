import Foundation

/// One image as the cache stores it, independent of the API and the feature model.
public struct LocalFeedImage: Hashable, Sendable {
    /// The image's id.
    public let id: UUID
    /// The image's description, if any.
    public let description: String?
    /// The image's location, if any.
    public let location: String?
    /// Where the image bytes are.
    public let url: URL

    /// A cached image with every field given.
    public init(id: UUID, description: String?, location: String?, url: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.url = url
    }
}
