import Foundation

/// One feed image as the text views show it: fields already taken from the network, not yet made safe.
public struct FeedItemRow: Hashable, Sendable {
    public let id: UUID
    public let description: String?
    public let location: String?

    public init(id: UUID, description: String?, location: String?) {
        self.id = id
        self.description = description
        self.location = location
    }
}
