import Foundation

/// Posted comments, merged with the seeded and simulated ones, oldest first.
///
/// Kept in memory, at most `maximumPostedPerImage` per image; with a file, read from it at start and saved to it
/// after each post, so what was posted outlives the server.
package actor CommentBoard {
    private let chatter: ChatterSchedule?
    private let maximumPostedPerImage: Int
    private let file: PostedCommentsFile?
    private var posted: [UUID: [SampleComment]] = [:]

    package init(chatter: ChatterSchedule?, maximumPostedPerImage: Int = 500, file: PostedCommentsFile? = nil) {
        self.chatter = chatter
        self.maximumPostedPerImage = maximumPostedPerImage
        self.file = file
        for entry in file?.load() ?? [] { posted[entry.imageID, default: []].append(entry.comment) }
    }

    package func post(_ comment: SampleComment, on imageID: UUID) {
        guard let file else { return remember(comment, on: imageID) }
        let all = file.load() + [PostedComment(imageID: imageID, comment: comment)]
        do {
            try file.save(all)
            posted = Dictionary(grouping: all.suffix(file.capacity), by: \.imageID).mapValues { $0.map(\.comment) }
        } catch {
            remember(comment, on: imageID)
        }
    }

    package func comments(on item: SampleFeedItem, start: Date, now: Date) -> [SampleComment] {
        let seeded = item.seededComments.map { $0.comment(startedAt: start) }
        let simulated = chatter?.comments(on: item.id, start: start, now: now) ?? []
        return Self.oldestFirst(seeded + simulated + posted[item.id, default: []])
    }

    private func remember(_ comment: SampleComment, on imageID: UUID) {
        var comments = posted[imageID, default: []]
        comments.append(comment)
        if comments.count > maximumPostedPerImage { comments.removeFirst(comments.count - maximumPostedPerImage) }
        posted[imageID] = comments
    }

    private static func oldestFirst(_ comments: [SampleComment]) -> [SampleComment] {
        comments.enumerated()
            .sorted { ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset) }
            .map(\.element)
    }
}
