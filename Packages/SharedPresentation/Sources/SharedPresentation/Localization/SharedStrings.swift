import Foundation

/// The strings every feature shares: `Shared.strings`, the headlines of failures among them (their causes are in
/// `Causes.strings`: `CauseText`).
public enum SharedStrings: LocalizedStrings {
    /// The keys of `Shared.strings`.
    public enum Key: String, CaseIterable, Sendable {
        case genericConnectionError = "GENERIC_CONNECTION_ERROR", authenticationFailed = "AUTHENTICATION_FAILED"
        case notFound = "NOT_FOUND", invalidData = "INVALID_DATA", timedOut = "TIMED_OUT"
        case loading = "LOADING", retry = "RETRY"
    }

    /// The `Shared` table of this module's bundle.
    public static let table = LocalizedTable(
        resources: "SharedPresentation_SharedPresentation", bundle: .module, table: "Shared")

    /// "Couldn't connect to server" in `language`.
    public static func genericConnectionError(language: String) -> String {
        string(.genericConnectionError, language: language)
    }

    /// "Authentication failed" in `language`.
    public static func authenticationFailed(language: String) -> String {
        string(.authenticationFailed, language: language)
    }

    /// "Not found" in `language`: the server answered that the resource does not exist.
    public static func notFound(language: String) -> String {
        string(.notFound, language: language)
    }

    /// "The server sent invalid data" in `language`: the server answered, but not with a valid resource.
    public static func invalidData(language: String) -> String {
        string(.invalidData, language: language)
    }

    /// "The server didn't answer in time" in `language`: it took the request and sent no answer before the timeout.
    public static func timedOut(language: String) -> String {
        string(.timedOut, language: language)
    }

    /// "Loading…" in `language`.
    public static func loading(language: String) -> String {
        string(.loading, language: language)
    }

    /// "Retry" in `language`.
    public static func retry(language: String) -> String {
        string(.retry, language: language)
    }
}
