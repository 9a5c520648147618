import SharedAPI
import SharedPresentation

/// The localized message and one-line cause people see for a load error.
enum ErrorPresentation {
    static func viewModel(for error: Error, language: String) -> ResourceErrorViewModel {
        if let error = error as? ResourceLoadError, error.kind == .authenticationFailed {
            return .error(message: SharedStrings.authenticationFailed(language: language), cause: error.cause)
        }
        return .error(message: SharedStrings.genericConnectionError(language: language), cause: cause(of: error))
    }

    static func cause(of error: Error) -> String {
        let text = (error as? ResourceLoadError)?.cause ?? String(describing: error)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
