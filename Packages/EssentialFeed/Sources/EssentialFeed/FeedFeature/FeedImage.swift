import Foundation

/// One image of the feed.
public struct FeedImage: Hashable, Sendable {
    /// The image's id on the server.
    public let id: UUID
    /// The image's description, if any.
    public let description: String?
    /// Where the image was taken, if known.
    public let location: String?
    /// Where the image bytes are; possibly on another host than the API.
    public let url: URL

    /// An image with every field given.
    public init(id: UUID, description: String?, location: String?, url: URL) {
        self.id = id
        self.description = description
        self.location = location
        self.url = url
    }
}
