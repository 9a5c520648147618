import SharedAPI
import SharedPresentation

/// Why a load failed, as every command and the browser show it: a localized headline that says what happened
/// (could not connect, no answer in time, not found, invalid data, authentication failed), then the one-line
/// cause.
///
/// The one mapping from an error to what people read; `ErrorPresentation` and the browser's renderers both
/// go through it, so the same failure reads the same everywhere.
public struct LoadFailure: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case connection, timeout, notFound, invalidData, authentication }

    public let kind: Kind
    public let cause: String
    /// The HTTP status the failure is about (401, 404, an unexpected 500…), when there is one.
    public let status: Int?

    public init(kind: Kind, cause: String, status: Int? = nil) {
        self.kind = kind
        self.cause = cause
        self.status = status
    }

    /// The failure for any error a load throws. `ResourceLoadError` says which kind; anything else could not
    /// be loaded for a local reason, which reads best as a connection failure with its described cause.
    public init(_ error: any Error) {
        guard let error = error as? ResourceLoadError else {
            self.init(kind: .connection, cause: Self.oneLine(String(describing: error)))
            return
        }
        let kind: Kind =
            switch error.kind {
            case .authenticationFailed: .authentication
            case .notFound: .notFound
            case .invalidData: .invalidData
            case .timedOut: .timeout
            case .connectivity, .cancelled: .connection
            }
        // The headline already says "authentication failed": the cause adds only the status.
        if case let .authenticationFailed(status) = error {
            self.init(kind: kind, cause: "HTTP \(status)", status: status)
        } else {
            self.init(kind: kind, cause: Self.oneLine(error.cause), status: error.status)
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The localized headline: what happened.
    public func headline(language: String) -> String {
        switch kind {
        case .connection: SharedStrings.genericConnectionError(language: language)
        case .timeout: SharedStrings.timedOut(language: language)
        case .notFound: SharedStrings.notFound(language: language)
        case .invalidData: SharedStrings.invalidData(language: language)
        case .authentication: SharedStrings.authenticationFailed(language: language)
        }
    }

    /// The headline and the cause, for a `ResourceErrorView`.
    public func viewModel(language: String) -> ResourceErrorViewModel {
        .error(message: headline(language: language), cause: cause)
    }
}
