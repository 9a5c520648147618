import Foundation

/// Posted comments kept in memory, merged with the seeded and simulated ones, oldest first.
package actor CommentBoard {
    private let chatter: ChatterSchedule?
    private let maximumPostedPerImage: Int
    private var posted: [UUID: [SampleComment]] = [:]

    package init(chatter: ChatterSchedule?, maximumPostedPerImage: Int = 500) {
        self.chatter = chatter
        self.maximumPostedPerImage = maximumPostedPerImage
    }

    package func post(_ comment: SampleComment, on imageID: UUID) {
        var comments = posted[imageID, default: []]
        comments.append(comment)
        if comments.count > maximumPostedPerImage { comments.removeFirst(comments.count - maximumPostedPerImage) }
        posted[imageID] = comments
    }

    package func comments(on item: SampleFeedItem, start: Date, now: Date) -> [SampleComment] {
        let seeded = item.seededComments.map { $0.comment(startedAt: start) }
        let simulated = chatter?.comments(on: item.id, start: start, now: now) ?? []
        return Self.oldestFirst(seeded + simulated + posted[item.id, default: []])
    }

    private static func oldestFirst(_ comments: [SampleComment]) -> [SampleComment] {
        comments.enumerated()
            .sorted { ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset) }
            .map(\.element)
    }
}
