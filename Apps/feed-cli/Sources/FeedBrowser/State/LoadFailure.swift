import SharedAPI

/// Why a load failed, reduced to what the screens show: which localized message, and the one-line cause.
struct LoadFailure: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case connection, authentication }

    let kind: Kind
    let cause: String

    init(kind: Kind, cause: String) {
        self.kind = kind
        self.cause = cause
    }

    init(_ error: Error) {
        if let error = error as? ResourceLoadError, case .authenticationFailed = error {
            self.init(kind: .authentication, cause: error.cause)
        } else if let error = error as? ResourceLoadError {
            self.init(kind: .connection, cause: error.cause)
        } else {
            self.init(kind: .connection, cause: String(describing: error))
        }
    }
}
