/// Loads one resource: a feed page, an image's comments, image bytes.
public protocol ResourceLoader<Resource>: Sendable {
    associatedtype Resource: Sendable
    func load() async throws -> Resource
}
