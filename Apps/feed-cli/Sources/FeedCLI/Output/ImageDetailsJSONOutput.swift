import Foundation
import SharedPresentation

/// `show`'s details as one JSON document (see `ImageDetailsJSON`).
struct ImageDetailsJSONOutput: CommandOutput {
    let style: CommandStyle

    func render(_ details: ImageDetails) -> String {
        let format = CommentsFormat(style: style)
        let latest = details.latestComments
        let json = ImageDetailsJSON(details: details, latestComments: format.json(latest, rows: format.rows(latest)))
        return JSONOutputEncoder.encode(json) + "\n"
    }
}
