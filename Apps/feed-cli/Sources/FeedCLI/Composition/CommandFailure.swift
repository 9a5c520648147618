import ArgumentParser
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
        case is ImageFile.CannotWrite: self = .cannotWrite
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

    /// EX_UNAVAILABLE 69, EX_TEMPFAIL 75, EX_DATAERR 65, EX_NOINPUT 66, EX_NOPERM 77, EX_CANTCREAT 73, else 1.
    var exitCode: ExitCode {
        switch self {
        case .unavailable: ExitCode(69)
        case .timeout: ExitCode(75)
        case .invalidData: ExitCode(65)
        case .notFound: ExitCode(66)
        case .unauthorized: ExitCode(77)
        case .cannotWrite: ExitCode(73)
        case .other: ExitCode.failure
        }
    }

    /// The exit codes `feed-cli --help` lists: every one a command can end with.
    static let helpText = helpText(HelpCode.allCases)

    /// The exit codes a command's help lists: the ones it can end with, in the order of sysexits.h's importance.
    static func helpText(_ codes: [HelpCode]) -> String {
        "Exit codes: " + codes.map(\.rawValue).joined(separator: ", ") + "."
    }

    /// One exit code and when a command ends with it, as the help says it.
    enum HelpCode: String, CaseIterable {
        case doneOffline = "0 done (also when the saved feed is shown offline)"
        case done = "0 done"
        case usage = "64 usage"
        case unavailable = "69 the server could not be reached"
        case timeout = "75 it did not answer in time"
        case invalidData = "65 its data is invalid"
        case notFound = "66 not found"
        case unauthorized = "77 authentication failed"
        case cannotWrite = "73 the output file cannot be written"
        case standardOutput = "74 stdout cannot be written"
        case other = "1 anything else"

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
