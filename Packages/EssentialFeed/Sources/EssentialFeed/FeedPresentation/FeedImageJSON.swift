import SharedPresentation

/// One feed image as scripts read it: `{"id","description","location","image"}`, its id in lower case, a missing
/// description or location an explicit `null`; and, where the feed says which images are new, `"new"`.
public struct FeedImageJSON: Encodable {
    /// The image's id, in lower case.
    public let id: String
    /// The image's description, or `null`.
    @JSONNullable public var description: String?
    /// Where the image was taken, or `null`.
    @JSONNullable public var location: String?
    /// Where the image's bytes are.
    public let image: String
    /// Whether the image was not shown before; left out where that is not said.
    public let new: Bool?

    /// `image` as scripts read it.
    ///
    /// - Parameters:
    ///   - image: The feed image.
    ///   - new: Whether it was not shown before; nil to leave `"new"` out.
    public init(image: FeedImage, new: Bool? = nil) {
        id = image.id.uuidString.lowercased()
        description = image.description
        location = image.location
        self.image = image.url.absoluteString
        self.new = new
    }

}
