import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalUI
import TerminalViews

/// How `show` writes an image's details, as text or as JSON: one implementation each, chosen once by
/// `CommandContext.imageDetailsOutput()`, as for the feed and the comments. A part that could not be
/// loaded is a warning on stderr first, in either.
protocol ImageDetailsOutput: Sendable {
    /// Where a part that could not be loaded is said.
    var reporter: CommandReporter { get }
    /// How the comments' dates and words read.
    var style: CommandStyle { get }
    /// The details, after `render(_:)` has warned about the missing parts.
    func body(_ details: ImageDetails, format: CommentsFormat) -> String
}

extension ImageDetailsOutput {
    /// The details as this output writes them; a part that could not be loaded is a warning on stderr first.
    func render(_ details: ImageDetails) -> String {
        warnAboutMissingParts(of: details)
        return body(details, format: CommentsFormat(style: style))
    }

    private func warnAboutMissingParts(of details: ImageDetails) {
        let parts: [(CLIStrings.Key, (any Error)?)] = [
            (.imageDataFailed, failure(of: details.imageData)),
            (.commentsFailed, failure(of: details.comments)),
        ]
        for case let (key, error?) in parts {
            let cause = ErrorPresentation.cause(of: error, language: reporter.language)
            reporter.warn(CLIStrings.format(key, language: reporter.language, ["cause": cause]))
        }
    }

    private func failure<Value>(of result: Result<Value, any Error>) -> (any Error)? {
        if case let .failure(error) = result { return error }
        return nil
    }
}

extension CommandContext {
    /// Where `show` writes, in this command's format: JSON, or text themed and wrapped for this terminal with the
    /// picture above when pictures are drawn.
    func imageDetailsOutput() -> any ImageDetailsOutput {
        switch format {
        case .json: ImageDetailsJSONOutput(reporter: reporter, style: style)
        case .text:
            ImageDetailsTextOutput(
                reporter: reporter, style: style, terminalSize: runtime.terminalSize,
                pictures: settings.pictureRenderer(),
                hyperlinks: runtime.standardOutput.isTerminal
                    && TerminalLinks.supportsHyperlinks(environment: runtime.environment))
        }
    }
}
