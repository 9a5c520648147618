import Foundation
import SharedPresentation

/// The comments feature's strings: `ImageComments.strings`.
public enum ImageCommentsStrings: LocalizedStrings {
    /// The keys of `ImageComments.strings`.
    public enum Key: String, CaseIterable, Sendable {
        /// "Comments".
        case title = "IMAGE_COMMENTS_VIEW_TITLE"
        /// "No comments yet".
        case empty = "IMAGE_COMMENTS_EMPTY"
        /// "the message is empty".
        case messageEmpty = "COMMENT_MESSAGE_EMPTY"
        /// "the message has only whitespace".
        case messageWhitespaceOnly = "COMMENT_MESSAGE_WHITESPACE_ONLY"
        /// "the message has no visible character".
        case messageInvisibleOnly = "COMMENT_MESSAGE_INVISIBLE_ONLY"
        /// "the message has {length} characters; the maximum is {maximum}".
        case messageTooLong = "COMMENT_MESSAGE_TOO_LONG"
    }

    /// The counted phrases of `ImageComments.strings`.
    public enum PluralKey: String, CaseIterable, Sendable {
        /// "2 comments".
        case count = "IMAGE_COMMENTS_COUNT"
    }

    /// The `ImageComments` table of this module's bundle.
    public static let table = LocalizedTable(
        resources: "ImageComments_ImageComments", bundle: .module, table: "ImageComments")
}
