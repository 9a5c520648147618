import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalUI
import TerminalViews

extension CommandContext {
    /// Where `show` writes an image's details: one JSON document (see `ImageDetailsJSON`), or text themed and wrapped
    /// for this terminal with the picture above when pictures are drawn.
    func imageDetailsOutput() -> any CommandOutput<ImageDetails> {
        format.pick(
            text: ImageDetailsTextOutput(
                style: style, terminalSize: runtime.terminalSize, pictures: settings.pictureRenderer(),
                hyperlinks: runtime.standardOutput.isTerminal
                    && TerminalLinks.supportsHyperlinks(environment: runtime.environment)),
            json: JSONLinesOutput { [comments = CommentsFormat(style: style)] details in
                [ImageDetailsJSON(details: details, latestComments: comments.json(details.latestComments))]
            })
    }
}

extension CommandReporter {
    /// Warns about each part of `details` that could not be loaded (the image data, the comments): in either
    /// output, the rest is still shown.
    func warnAboutMissingParts(of details: ImageDetails) {
        let parts: [(CLIStrings.Key, (any Error)?)] = [
            (.imageDataFailed, details.imageData.failure),
            (.commentsFailed, details.comments.failure),
        ]
        for case let (key, error?) in parts {
            let cause = ErrorPresentation.cause(of: error, language: language)
            warn(CLIStrings.format(key, language: language, ["cause": cause]))
        }
    }

}

extension Result {
    /// The error of a failure (a part of the details that could not be loaded); nil for a success.
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
