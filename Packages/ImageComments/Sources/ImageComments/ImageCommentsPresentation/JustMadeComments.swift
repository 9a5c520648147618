import Foundation

/// The one rule for a comment dated at or after now: a server whose clock runs ahead of this one, or that stores
/// whole seconds, dates a comment just made up to a moment later than now. A comment dated less than a second
/// before now, or later, was just made, and `ImageCommentsPresenter` says "1 second ago".
public enum JustMadeComments {
    /// How close before now a date counts as just made.
    static let tolerance: TimeInterval = 1

    /// Whether a comment dated `date` was just made, seen from `now`.
    public static func isJustMade(_ date: Date, now: Date) -> Bool {
        date > now.addingTimeInterval(-tolerance)
    }
}
