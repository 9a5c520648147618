import EssentialFeedCacheFolder
import FileLocking
import FileReplacement
import SampleFeedAPI
import SharedAPI
import SharedPresentation

/// The app's own errors in SharedPresentation's `LoadFailure`, the one mapping from an error to what people read:
/// an id the feed does not have is not found, with the app's words for why; a cache entry that is a link
/// or not a regular file is said in the app's words; a server that cannot listen fails
/// with its errno. An output file that cannot be written gets the app's headline. FileLocking's lock errors are facts
/// (a path, an errno) that the app words.
enum ErrorPresentation {
    static func viewModel(for error: any Error, language: String) -> ResourceErrorViewModel {
        if let error = error as? FileWriteFailure {
            let message = "feed-cli: " + CLIStrings.format(.cannotWrite, language: language, ["path": error.path])
            return .error(message: message, cause: cause(of: error.reason, language: language))
        }
        return failure(error, language: language).viewModel(language: language)
    }

    /// The cause of `error`, on one line, in `language`.
    static func cause(of error: any Error, language: String) -> String {
        failure(error, language: language).cause(language: language)
    }

    static func failure(_ error: any Error, language: String) -> LoadFailure {
        switch error {
        case let error as FeedImageLookup.NotFound:
            LoadFailure(kind: .notFound, cause: FailureReason(.text(error.localizedCause(language: language))))
        case let error as CacheFolder.SymbolicLink:
            LoadFailure(kind: .unavailable, cause: FailureReason(.text(said(.cacheEntryIsLink, error.path, language))))
        case let error as CacheFolder.NotRegularFile:
            LoadFailure(
                kind: .unavailable, cause: FailureReason(.text(said(.cacheEntryNotRegular, error.path, language))))
        case let error as CacheDeadline.Exceeded:
            LoadFailure(kind: .timeout, cause: FailureReason(.text(heldTooLong(error, language))))
        case let error as FileLock.TimedOut:
            LoadFailure(kind: .timeout, cause: FailureReason(.text(said(.lockHeldTooLong, error.path, language))))
        case let error as FileLock.Unopenable:
            LoadFailure(kind: .unavailable, cause: FailureReason(.text(unopenable(error, language))))
        case let SampleServerError.cannotListen(_, _, code):
            LoadFailure(kind: .unavailable, cause: FailureReason(errno: code))
        default:
            LoadFailure(error)
        }
    }

    private static func heldTooLong(_ error: CacheDeadline.Exceeded, _ language: String) -> String {
        CLIStrings.format(.cacheHeldTooLong, language: language, ["seconds": error.seconds])
    }

    /// `the lock file PATH cannot be opened: CAUSE`, the errno said in `language` too.
    private static func unopenable(_ error: FileLock.Unopenable, _ language: String) -> String {
        let cause = LoadFailure(kind: .unavailable, cause: FailureReason(errno: error.code)).cause(language: language)
        return CLIStrings.format(.lockCannotOpen, language: language, ["path": error.path, "cause": cause])
    }

    private static func said(_ key: CLIStrings.Key, _ path: String, _ language: String) -> String {
        CLIStrings.format(key, language: language, ["path": path])
    }
}
