import SharedPresentation
import TerminalViews

/// What people see for a failed command: `LoadFailure`'s localized headline and one-line cause (the same words
/// the browser shows for the same failure), with the cause of a local failure from `FailureCause`.
enum ErrorPresentation {
    static func viewModel(for error: any Error, language: String) -> ResourceErrorViewModel {
        if let error = error as? ImageFile.CannotWrite {
            let message = "feed-cli: " + CLIStrings.format(.cannotWrite, language: language, ["path": error.path])
            return .error(message: message, cause: FailureCause.describe(error.reason, language: language))
        }
        return failure(error, language: language).viewModel(language: language)
    }

    static func failure(_ error: any Error, language: String) -> LoadFailure {
        if let error = error as? FeedImageLookup.NotFound {
            return LoadFailure(kind: .notFound, cause: error.localizedCause(language: language))
        }
        return LoadFailure(error)
    }
}
