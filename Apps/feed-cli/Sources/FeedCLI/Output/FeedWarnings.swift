import EssentialFeed
import Foundation
import SharedPresentation
import TerminalViews

/// What `feed` says on stderr, whatever the output format, about the feed it shows.
struct FeedWarnings {
    let reporter: CommandReporter
    /// How the saved feed's date reads.
    let style: CommandStyle

    private var language: String { reporter.language }

    /// The remote feed failed and the saved one is shown: why.
    func showingSavedFeed(because failure: LoadFailure) {
        let values = [
            "headline": failure.headline(language: language),
            "cause": failure.cause(language: language),
        ]
        reporter.warn(CLIStrings.format(.savedFeedShown, language: language, values))
    }

    /// When `--search` matched none of the loaded images: that it did not.
    func ifNothingMatched(_ listing: FeedImageListing) {
        guard !listing.search.isEmpty, listing.shownCount == 0 else { return }
        let values = ["count": "\(listing.loadedCount)", "text": listing.search.text]
        reporter.warn(CLIStrings.format(.noMatches, language: language, values))
    }

    /// A page could not be saved to the cache: why (the feed is still shown).
    func cacheNotSaved(because error: any Error) {
        let cause = ErrorPresentation.cause(of: error, language: language)
        reporter.warn(CLIStrings.format(.cacheNotSaved, language: language, ["cause": cause]))
    }

    /// The remote feed failed, and the saved one was older than 7 days: when it was saved, and that it is gone. A
    /// person reading text is told; with `--json` the error object is what a script reads.
    func savedFeedTooOld(_ saved: Date) {
        reporter.explain {
            let when = style.saved(saved)
            $0.warn(CLIStrings.format(.savedFeedTooOld, language: language, ["saved": when]))
        }
    }
}
