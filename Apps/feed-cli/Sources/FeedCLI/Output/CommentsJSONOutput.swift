import Foundation
import ImageComments
import SharedPresentation

/// The comments as JSON: one document for `comments`, one object per comment per line (JSON Lines) for a list
/// that may grow.
struct CommentsJSONOutput: CommandOutput {
    let format: CommentsFormat

    func render(_ part: CommentsPart) -> String {
        switch part {
        case let .all(comments, _, imageID):
            let items = format.json(comments, rows: format.rows(comments))
            let document = CommentsJSON(title: format.title, imageID: imageID.uuidString.lowercased(), items: items)
            return JSONOutputEncoder.encode(document) + "\n"
        case let .list(comments), let .appended(comments):
            return format.json(comments, rows: format.rows(comments)).map { JSONOutputEncoder.encode($0) + "\n" }
                .joined()
        }
    }
}
