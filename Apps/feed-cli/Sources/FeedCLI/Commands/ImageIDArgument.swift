import ArgumentParser
import Foundation

/// IMAGE_ID, the argument of every command about one image (`show`, `image`, `comments`, `comment`), declared once:
/// anything but a UUID is a usage error (exit 64), and a shell completes it from the saved feed.
struct ImageIDArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The image's id, as `feed` shows it.", valueName: "IMAGE_ID"),
        completion: ImageIDCompletion.kind)
    var imageID: String

    /// The id `validate()` accepted.
    var id: UUID {
        get throws { try Self.parse(imageID) }
    }

    func validate() throws {
        _ = try Self.parse(imageID)
    }

    static func parse(_ text: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else {
            throw UsageWords.refusal(
                .usageImageID, ["example": "25e5c6e2-935a-5bee-a4c6-17fadedf8474", "value": text])
        }
        return id
    }
}
