import Foundation

extension NewCommentMessage {
    /// The length the rule holds `message` to: its characters (grapheme clusters) without the whitespace and
    /// newlines around it, which `prepared(_:)` trims before it checks the length. A counter of what was typed shows
    /// this, so that it never calls a message too long that would be posted.
    ///
    /// - Parameter message: The message as typed.
    /// - Returns: The characters that count towards ``maximumLength``.
    public static func length(of message: String) -> Int {
        message.trimmingCharacters(in: .whitespacesAndNewlines).count
    }
}
