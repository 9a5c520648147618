import TerminalViews

/// What `feed` says on stderr, whatever the output format, about the feed it shows.
struct FeedWarnings {
    let context: CommandContext

    /// The remote feed failed and the saved one is shown: why.
    func showingSavedFeed(because failure: LoadFailure) {
        let values = ["headline": failure.headline(language: context.language), "cause": failure.cause]
        context.warn(CLIStrings.format(.savedFeedShown, language: context.language, values))
    }

    /// `--search` matched none of the loaded images.
    func nothingMatched(_ listing: FeedListing) {
        let values = ["count": "\(listing.loadedCount)", "text": listing.search.text]
        context.warn(CLIStrings.format(.noMatches, language: context.language, values))
    }
}
