import ArgumentParser
import EssentialFeedCacheFolder
import FileReplacement
import SharedAPI
import SharedPresentation
import TerminalViews

/// The one table of failure kinds, for scripts: each kind's name (a JSON error's `kind`, and a saved feed's
/// `stale_reason` for the load kinds) and its exit code from sysexits.h.
enum CommandFailure: String, Equatable, Sendable {
    case unavailable, timeout, invalidData = "invalid_data", notFound = "not_found", unauthorized
    case cannotWrite = "cannot_write", other

    /// The kind of `error`: a load's kind, an id the feed does not have, an output file that cannot be written;
    /// anything else is `other`.
    init(_ error: any Error) {
        switch error {
        case is FileWriteFailure: self = .cannotWrite
        case is FeedImageLookup.NotFound: self = .notFound
        case let error as ResourceLoadError: self.init(LoadFailure(error).kind)
        default: self = .other
        }
    }

    /// The row of a load that failed: the same name as the load's kind.
    init(_ kind: LoadFailure.Kind) {
        switch kind {
        case .unavailable: self = .unavailable
        case .timeout: self = .timeout
        case .invalidData: self = .invalidData
        case .notFound: self = .notFound
        case .unauthorized: self = .unauthorized
        }
    }

    /// Why a feed came from the cache, as `stale_reason` says it: the name of the load's failure.
    static func staleReason(_ kind: LoadFailure.Kind) -> String {
        CommandFailure(kind).rawValue
    }

    /// The exit code from sysexits.h (EX_UNAVAILABLE, EX_TEMPFAIL, EX_DATAERR, EX_NOINPUT, EX_NOPERM, EX_CANTCREAT,
    /// else 1) and what the help says it means: this kind's row of the table.
    private var row: (code: Int32, meaning: String) {
        switch self {
        case .unavailable: (69, "the server could not be reached")
        case .timeout: (75, "it did not answer in time")
        case .invalidData: (65, "its data is invalid")
        case .notFound: (66, "not found")
        case .unauthorized: (77, "authentication failed")
        case .cannotWrite: (73, "the output file cannot be written")
        case .other: (1, "anything else")
        }
    }

    var exitCode: ExitCode { ExitCode(row.code) }

    /// The exit codes `feed-cli --help` lists: every one a command can end with.
    static let helpText = helpText(HelpCode.allCases)

    /// The exit codes a command's help lists: the ones it can end with, in the order of sysexits.h's importance.
    static func helpText(_ codes: [HelpCode]) -> String {
        "Exit codes: " + codes.map(\.text).joined(separator: ", ") + "."
    }

    /// One exit code and when a command ends with it, as the help says it: a failure's from the table, and the
    /// codes no failure kind has (success, usage, stdout).
    enum HelpCode: Equatable {
        case doneOffline, done, usage, standardOutput
        case failure(CommandFailure)

        static let unavailable = failure(.unavailable)
        static let timeout = failure(.timeout)
        static let invalidData = failure(.invalidData)
        static let notFound = failure(.notFound)
        static let unauthorized = failure(.unauthorized)
        static let cannotWrite = failure(.cannotWrite)
        static let other = failure(.other)

        var text: String {
            switch self {
            case .doneOffline: "0 done (also when the saved feed is shown offline)"
            case .done: "0 done"
            case .usage: "64 usage"
            case .standardOutput: "74 stdout cannot be written"
            case let .failure(failure): "\(failure.row.code) \(failure.row.meaning)"
            }
        }

        static let allCases: [HelpCode] = [
            .doneOffline, .usage, .unavailable, .timeout, .invalidData, .notFound, .unauthorized, .cannotWrite,
            .standardOutput, .other,
        ]
        /// A command that loads from the API and writes what it got.
        static let loading: [HelpCode] = [
            .done, .usage, .unavailable, .timeout, .invalidData, .notFound, .unauthorized, .standardOutput, .other,
        ]
        /// A command that works on the local cache or the terminal alone.
        static let local: [HelpCode] = [.done, .usage, .standardOutput, .other]
    }
}
