import Foundation
import ImageComments
import SharedPresentation

/// The comments as JSON: one document for `comments`, one object per comment per line (JSON Lines) for a list
/// that may grow.
struct CommentsJSONOutput: CommentsOutput {
    let format: CommentsFormat

    func all(_ comments: [ImageComment], rows: [ImageCommentViewModel], groups: [ImageCommentsGroup]?, of imageID: UUID)
        -> String
    {
        let items = format.json(comments, rows: rows)
        let document = CommentsJSON(title: format.title, imageID: imageID.uuidString.lowercased(), items: items)
        return JSONOutputEncoder.encode(document) + "\n"
    }

    func list(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        jsonLines(comments, rows: rows)
    }

    func appended(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        jsonLines(comments, rows: rows)
    }

    private func jsonLines(_ comments: [ImageComment], rows: [ImageCommentViewModel]) -> String {
        format.json(comments, rows: rows).map { JSONOutputEncoder.encode($0) + "\n" }.joined()
    }
}
