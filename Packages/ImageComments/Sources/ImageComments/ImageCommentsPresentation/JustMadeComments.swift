import Foundation

/// The one rule for a comment dated at or after now: a server whose clock runs ahead of this one, or that stores
/// whole seconds, dates a comment just made up to a moment later than now. A comment dated less than a second
/// before now, or later, was just made.
public enum JustMadeComments {
    /// How close before now a date counts as just made.
    static let tolerance: TimeInterval = 1

    /// Whether a comment dated `date` was just made, seen from `now`.
    public static func isJustMade(_ date: Date, now: Date) -> Bool {
        date > now.addingTimeInterval(-tolerance)
    }

    /// `comments` with each one just made dated one second before `now`, so that it reads "1 second ago", never
    /// "in 2 seconds" or "in 0 seconds" (Foundation's numeric style for an interval that rounds to zero).
    public static func datedBeforeNow(_ comments: [ImageComment], now: Date) -> [ImageComment] {
        let justBefore = now.addingTimeInterval(-tolerance)
        return comments.map { comment in
            guard isJustMade(comment.createdAt, now: now) else { return comment }
            return ImageComment(
                id: comment.id, message: comment.message, createdAt: justBefore, username: comment.username)
        }
    }
}
