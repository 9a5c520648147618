import EssentialFeedCacheFolder

extension CacheSummaryReader {
    /// The reader of a command: its clock, its cache deadline, the `flock` every feed-cli takes, and problems in its
    /// language.
    init(context: CommandContext) {
        let language = context.language
        self.init(
            currentDate: context.runtime.currentDate, deadline: context.cacheDeadline, locking: FileCacheLock.locking
        ) { problem in
            switch problem {
            case .notACache:
                return CLIStrings.string(.listNotACache, language: language)
            case .unusable(let error):
                return ErrorPresentation.cause(of: error, language: language)
            case .unreadable(let error):
                let cause = ErrorPresentation.cause(of: error, language: language)
                return CLIStrings.format(.infoUnreadable, language: language, ["cause": cause])
            }
        }
    }
}
