import EssentialFeedCacheFolder

extension FeedImageLookup.NotFound {
    /// Why no image has the id, in `language`: the feed ended, or only its first pages were searched.
    func localizedCause(language: String) -> String {
        let id = id.uuidString.lowercased()
        if feedEnded { return CLIStrings.format(.notInFeed, language: language, ["id": id]) }
        return CLIStrings.format(.notInFirstPages, language: language, ["id": id, "count": "\(searchedPages)"])
    }
}
