import SharedAPI

/// Why something failed, as people read it everywhere (every command, the browser, a feature's presenter): a
/// localized headline that says what happened (could not connect, no answer in time, not found, invalid data,
/// authentication failed), then the one-line cause, in the same language.
///
/// The one place an error becomes words for people: `LoadResourcePresenter` shows it by default, and the app's
/// commands and browser draw the same view model, so the same failure reads the same everywhere.
public struct LoadFailure: Equatable, Sendable {
    /// What happened, as the headline says it, named as scripts read it (a JSON error's `kind`): the server could
    /// not be reached, did not answer in time, had nothing there, sent invalid data, or refused the credentials.
    public enum Kind: Equatable, Sendable, CaseIterable {
        case unavailable, timeout, notFound, invalidData, unauthorized
    }

    /// What happened.
    public let kind: Kind
    /// Why, as a phrase: `cause(language:)` says it.
    public let cause: FailureReason
    /// The HTTP status the failure is about (401, 404, an unexpected 500…), when there is one.
    public let status: Int?

    /// A failure of `kind` because of `cause`.
    public init(kind: Kind, cause: FailureReason, status: Int? = nil) {
        self.kind = kind
        self.cause = cause
        self.status = status
    }

    /// The failure for any error. `ResourceLoadError` says which kind; anything else (a file or socket error,
    /// a client's own) could not be loaded for a local reason, which reads best as a connection failure.
    public init(_ error: any Error) {
        guard let error = error as? ResourceLoadError else {
            self.init(kind: .unavailable, cause: FailureReason(describing: error))
            return
        }
        // The headline already says "authentication failed": the cause adds only the status.
        if case let .authenticationFailed(status) = error {
            self.init(kind: .unauthorized, cause: FailureReason(.httpStatus(status: status)), status: status)
        } else {
            self.init(kind: Self.kind(of: error.kind), cause: error.reason, status: error.status)
        }
    }

    private static func kind(of kind: ResourceLoadError.Kind) -> Kind {
        switch kind {
        case .authenticationFailed: .unauthorized
        case .notFound: .notFound
        case .invalidData: .invalidData
        case .timedOut: .timeout
        case .connectivity, .cancelled: .unavailable
        }
    }

    /// The localized headline: what happened.
    public func headline(language: String) -> String {
        switch kind {
        case .unavailable: SharedStrings.genericConnectionError(language: language)
        case .timeout: SharedStrings.timedOut(language: language)
        case .notFound: SharedStrings.notFound(language: language)
        case .invalidData: SharedStrings.invalidData(language: language)
        case .unauthorized: SharedStrings.authenticationFailed(language: language)
        }
    }

    /// The localized cause: why, on one line.
    public func cause(language: String) -> String {
        CauseText.line(cause, language: language)
    }

    /// The headline and the cause, for a `ResourceErrorView`.
    public func viewModel(language: String) -> ResourceErrorViewModel {
        .error(message: headline(language: language), cause: cause(language: language))
    }
}
