import Foundation

/// The strings every feature shares: `Shared.strings`, the headlines of failures and their causes among them.
public enum SharedStrings: LocalizedStrings {
    /// The keys of `Shared.strings`.
    public enum Key: String, CaseIterable, Sendable {
        case genericConnectionError = "GENERIC_CONNECTION_ERROR", authenticationFailed = "AUTHENTICATION_FAILED"
        case notFound = "NOT_FOUND", invalidData = "INVALID_DATA", timedOut = "TIMED_OUT"
        case loading = "LOADING", retry = "RETRY"
        case noSuchFile = "CAUSE_NO_SUCH_FILE", permissionDenied = "CAUSE_PERMISSION_DENIED"
        case isDirectory = "CAUSE_IS_DIRECTORY", notDirectory = "CAUSE_NOT_DIRECTORY", readOnly = "CAUSE_READ_ONLY"
        case noSpace = "CAUSE_NO_SPACE", exists = "CAUSE_EXISTS", addressInUse = "CAUSE_ADDRESS_IN_USE"
        case addressUnavailable = "CAUSE_ADDRESS_UNAVAILABLE", connectionRefused = "CAUSE_CONNECTION_REFUSED"
        case connectionReset = "CAUSE_CONNECTION_RESET", connectionTimedOut = "CAUSE_CONNECTION_TIMED_OUT"
        case noRoute = "CAUSE_NO_ROUTE", systemGaveNoReason = "CAUSE_SYSTEM_GAVE_NO_REASON"
        case cannotResolve = "CAUSE_CANNOT_RESOLVE", cannotConnect = "CAUSE_CANNOT_CONNECT"
        case malformedResponse = "CAUSE_MALFORMED_RESPONSE"
        case certificateForAnotherHost = "CAUSE_CERTIFICATE_FOR_ANOTHER_HOST"
        case certificateNotTrusted = "CAUSE_CERTIFICATE_NOT_TRUSTED", tlsHandshakeFailed = "CAUSE_TLS_HANDSHAKE_FAILED"
        case tlsHandshakeTimedOut = "CAUSE_TLS_HANDSHAKE_TIMED_OUT"
        case closedWithoutAnswer = "CAUSE_CLOSED_WITHOUT_ANSWER", notHTTPURL = "CAUSE_NOT_HTTP_URL"
        case invalidPort = "CAUSE_INVALID_PORT", bodyLengthMismatch = "CAUSE_BODY_LENGTH_MISMATCH"
        case tooManyRedirects = "CAUSE_TOO_MANY_REDIRECTS", tokenNotAHeaderValue = "CAUSE_TOKEN_NOT_A_HEADER_VALUE"
        case noHTTPResponse = "CAUSE_NO_HTTP_RESPONSE", noResponseWithin = "CAUSE_NO_RESPONSE_WITHIN"
        case responseTooLarge = "CAUSE_RESPONSE_TOO_LARGE", cancelled = "CAUSE_CANCELLED"
        case unexpectedStatus = "CAUSE_UNEXPECTED_STATUS", authenticationFailedStatus = "CAUSE_AUTHENTICATION_FAILED"
        case httpStatus = "CAUSE_HTTP_STATUS", notFoundPath = "CAUSE_NOT_FOUND", notJSON = "CAUSE_NOT_JSON"
        case notImageData = "CAUSE_NOT_IMAGE_DATA", emptyImageData = "CAUSE_EMPTY_IMAGE_DATA"
        case pagesDidNotEnd = "CAUSE_PAGES_DID_NOT_END", pageRepeatsItems = "CAUSE_PAGE_REPEATS_ITEMS"
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
