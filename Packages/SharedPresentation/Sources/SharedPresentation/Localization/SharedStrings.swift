import Foundation

/// The strings every feature shares: `Shared.strings`.
public enum SharedStrings {
    public static let table = LocalizedTable(bundle: .module, table: "Shared")

    /// "Couldn't connect to server" in `language`.
    public static func genericConnectionError(language: String) -> String {
        table.string("GENERIC_CONNECTION_ERROR", language: language)
    }

    /// The localized connection error with the error's one-line cause.
    public static func connectionError(_ error: any Error, language: String) -> ResourceErrorViewModel {
        .error(message: genericConnectionError(language: language), cause: oneLineCause(of: error))
    }

    static func oneLineCause(of error: any Error) -> String {
        let text = String(describing: error)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

extension SharedStrings {
    /// "Authentication failed" in `language`.
    public static func authenticationFailed(language: String) -> String {
        table.string("AUTHENTICATION_FAILED", language: language)
    }

    /// "Not found" in `language`: the server answered that the resource does not exist.
    public static func notFound(language: String) -> String {
        table.string("NOT_FOUND", language: language)
    }

    /// "The server sent invalid data" in `language`: the server answered, but not with a valid resource.
    public static func invalidData(language: String) -> String {
        table.string("INVALID_DATA", language: language)
    }

    /// "The server didn't answer in time" in `language`: it took the request and sent no answer before the timeout.
    public static func timedOut(language: String) -> String {
        table.string("TIMED_OUT", language: language)
    }

    /// "Loading…" in `language`.
    public static func loading(language: String) -> String {
        table.string("LOADING", language: language)
    }

    /// "Retry" in `language`.
    public static func retry(language: String) -> String {
        table.string("RETRY", language: language)
    }
}
