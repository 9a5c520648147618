import SharedPresentation

/// The CLI's own words (states, hints, warnings, labels), in every supported language: `CLI.strings`, in the one
/// shape of every table (SharedPresentation's `LocalizedStrings`); a key's `.strings` name is its case name.
/// The causes of failures are SharedPresentation's (`LoadFailure`), shared with every package.
enum CLIStrings: LocalizedStrings {
    enum Key: String, CaseIterable {
        case sending, cached, downloaded, notLoaded, noMatches, imageDataFailed, commentsFailed, saveHint, warning
        case cacheUnusable, cacheRecreated, usingSampleAPI, cannotWrite, needsTerminal
        case notInFeed, notInFirstPages, savedFeedShown, browserStopped, serveCannotStart
        case noCache, cacheCleared, cacheClearFailed, cacheValid, cacheExpiredDeleted, cacheReset, cacheValidateFailed
        case cacheTitle, infoDirectory, infoBaseURL, infoFile, infoFeed, infoSaved, infoImageData, infoSampleAPI
        case infoNone, infoValid, infoExpired, infoUnreadable
        case mayHavePosted, yourMessage, cacheNotSaved, cacheReadOnly, savedFeedTooOld
        case infoUnknown, infoSize, listNotACache, listNone, listCannotRead, cacheEntryIsLink, cacheEntryNotRegular
        case cacheHeldTooLong, baseURLFileTooBig, imageNotSaved
        case imagePNG, imageJPEG, imageGIF, imageWebP, imageUnknown
        case unknownCommand, didYouMean, commandList
        case undecodable, dumbTerminal, unsupportedLanguage
        case pagerDidNotStart, configUnknownKey, morePages
        case commentRefused, commentNotText
        case configFile, configCannotRead, configTooLarge, configNotUTF8, configHasNUL, configDoesNotParse,
            configWrongKind
        case configNotKeyList, configKindText, configKindFlag, configKindNumber, configKindTextOrFlag
        case usageTimeout, usageEither, usageEmpty, usageTokenText, usageAtLeast, usageRange, usageRangeSeconds
        case usageSecondsFromTo, usageSearchTooLong, usageNeeds, usageNotWith, usageImageID, usageLogLevel
        case usageNoMessage, usageBothStdin
        case settingRefused, secretFileUnreadable, secretFileNotRegular, secretFileOpenToOthers, secretNotOneLine
        case secretNotHeaderValue
        case expectHTTPURL, expectTheme, expectSeconds, expectOneOf, fileIsFolder, baseURLRefused
        case lockHeldTooLong, lockCannotOpen
        case keysUnknownAction, keysNoSuchKey, keysReserved, keysConflict, keysByDefault
    }

    /// Counted phrases: `<key>.<plural category>` in the tables, one form per category the language uses.
    enum PluralKey: String, CaseIterable {
        case imageCount, byteCount
    }

    static let table = LocalizedTable(resources: "feed-cli_FeedCLI", bundle: .module, table: "CLI")
}
