/// Loads one resource: a feed page, an image's comments, image bytes.
public protocol ResourceLoader<Resource>: Sendable {
    /// What a load returns.
    associatedtype Resource: Sendable
    /// Loads the resource once.
    func load() async throws -> Resource
}
