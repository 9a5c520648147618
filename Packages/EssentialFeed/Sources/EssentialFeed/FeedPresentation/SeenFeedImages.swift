import Foundation

/// The images a person has been shown before, the least recently shown first, at most ``limit``: an image not
/// among them is new.
public struct SeenFeedImages: Equatable, Sendable {
    /// How many ids are kept: past it, the least recently shown are forgotten (and would read as new again).
    public static let limit = 10_000

    /// The ids, the least recently shown first.
    public let ids: [UUID]
    private let lookup: Set<UUID>

    /// The ids given, the least recently shown first; a repeated id counts where it was shown last, and only the
    /// last ``limit`` are kept.
    public init(_ ids: [UUID] = []) {
        var kept: [UUID] = []
        var lookup = Set<UUID>()
        for id in ids.reversed() where lookup.count < Self.limit && lookup.insert(id).inserted {
            kept.append(id)
        }
        self.ids = kept.reversed()
        self.lookup = lookup
    }

    /// Whether `image` has not been shown before.
    public func isNew(_ image: FeedImage) -> Bool {
        !lookup.contains(image.id)
    }

    /// The ids of the images in `images` that have not been shown before.
    public func newImages(in images: [FeedImage]) -> Set<UUID> {
        Set(images.lazy.filter(isNew).map(\.id))
    }

    /// These images and `shown` after them, as the most recently shown.
    public func adding(_ shown: [FeedImage]) -> SeenFeedImages {
        let shownIDs = shown.map(\.id)
        let again = Set(shownIDs)
        return SeenFeedImages(ids.filter { !again.contains($0) } + shownIDs)
    }
}
