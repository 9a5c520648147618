import Foundation
import SharedPresentation

/// `show`'s details as one JSON document (see `ImageDetailsJSON`).
struct ImageDetailsJSONOutput: ImageDetailsOutput {
    let reporter: CommandReporter
    let style: CommandStyle

    func body(_ details: ImageDetails, format: CommentsFormat) -> String {
        let latest = details.latestComments
        let json = ImageDetailsJSON(details: details, latestComments: format.json(latest, rows: format.rows(latest)))
        return JSONOutputEncoder.encode(json) + "\n"
    }
}
