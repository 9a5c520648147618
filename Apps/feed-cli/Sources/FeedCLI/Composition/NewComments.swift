import Foundation
import ImageComments

/// Remembers which comments were shown, by id, so that following an image prints each comment once.
struct NewComments: Sendable {
    private var seen: Set<UUID> = []

    /// The comments of `comments` not seen before, in the given order; they count as seen from now on.
    mutating func unseen(in comments: [ImageComment]) -> [ImageComment] {
        comments.filter { seen.insert($0.id).inserted }
    }
}
