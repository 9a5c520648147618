import Foundation
import SharedPresentation

/// The comments feature's strings: `ImageComments.strings`.
public enum ImageCommentsStrings {
    /// The `ImageComments` table of this module's bundle.
    public static let table = LocalizedTable(bundle: .module, table: "ImageComments")

    /// "Comments" in `language`.
    public static func title(language: String) -> String {
        table.string("IMAGE_COMMENTS_VIEW_TITLE", language: language)
    }

    /// "No comments yet" in `language`.
    public static func empty(language: String) -> String {
        table.string("IMAGE_COMMENTS_EMPTY", language: language)
    }

    /// "2 comments" in `language`, in the plural form `count` takes there.
    public static func count(_ count: Int, language: String) -> String {
        table.plural("IMAGE_COMMENTS_COUNT", count: count, language: language)
    }
}
