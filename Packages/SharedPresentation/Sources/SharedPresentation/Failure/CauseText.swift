import SharedAPI

/// A `FailureReason` in words of a language: its phrase from `Shared.strings`, then its address; on one line.
/// Words already written (`.text`) and the system's text for an errno without a phrase stay as they are.
enum CauseText {
    static func line(_ reason: FailureReason, language: String) -> String {
        let words =
            entry(of: reason.phrase).map { SharedStrings.format($0.key, language: language, $0.values) }
            ?? reason.phrase.description
        let line = reason.address.map { "\(words) (\($0))" } ?? words
        return line.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The table's key of `phrase` and the values of its placeholders; nil for words already written.
    private static func entry(of phrase: FailureReason.Phrase) -> (key: SharedStrings.Key, values: [String: String])? {
        switch phrase {
        case let .system(reason): (key(of: reason), [:])
        case .otherErrno, .text: nil
        case .systemGaveNoReason: (.systemGaveNoReason, [:])
        case let .cannotResolve(host): (.cannotResolve, ["host": host])
        case .cannotConnect: (.cannotConnect, [:])
        case .malformedResponse: (.malformedResponse, [:])
        case .certificateForAnotherHost: (.certificateForAnotherHost, [:])
        case .certificateNotTrusted: (.certificateNotTrusted, [:])
        case .tlsHandshakeFailed: (.tlsHandshakeFailed, [:])
        case .tlsHandshakeTimedOut: (.tlsHandshakeTimedOut, [:])
        case .closedWithoutAnswer: (.closedWithoutAnswer, [:])
        case .notHTTPURL: (.notHTTPURL, [:])
        case let .invalidPort(url): (.invalidPort, ["url": url])
        case .bodyLengthMismatch: (.bodyLengthMismatch, [:])
        case let .tooManyRedirects(limit): (.tooManyRedirects, ["limit": String(limit)])
        case .tokenNotAHeaderValue: (.tokenNotAHeaderValue, [:])
        case .noHTTPResponse: (.noHTTPResponse, [:])
        case let .noResponseWithin(seconds): (.noResponseWithin, ["seconds": FailureReason.Phrase.format(seconds)])
        case let .responseTooLarge(limit): (.responseTooLarge, ["limit": String(limit)])
        case .cancelled: (.cancelled, [:])
        case let .unexpectedStatus(status): (.unexpectedStatus, ["status": String(status)])
        case let .authenticationFailed(status): (.authenticationFailedStatus, ["status": String(status)])
        case let .httpStatus(status): (.httpStatus, ["status": String(status)])
        case let .notJSON(type): (.notJSON, ["type": type])
        case let .notImageData(type): (.notImageData, ["type": type])
        case .emptyImageData: (.emptyImageData, [:])
        case let .notFound(path): (.notFoundPath, ["path": path])
        case let .pagesDidNotEnd(limit): (.pagesDidNotEnd, ["limit": String(limit)])
        case let .pageRepeatsItems(page): (.pageRepeatsItems, ["page": String(page)])
        }
    }

    private static func key(of reason: SystemReason) -> SharedStrings.Key {
        switch reason {
        case .noSuchFile: .noSuchFile
        case .permissionDenied: .permissionDenied
        case .isDirectory: .isDirectory
        case .notDirectory: .notDirectory
        case .readOnly: .readOnly
        case .noSpace: .noSpace
        case .exists: .exists
        case .addressInUse: .addressInUse
        case .addressUnavailable: .addressUnavailable
        case .connectionRefused: .connectionRefused
        case .connectionReset: .connectionReset
        case .connectionTimedOut: .connectionTimedOut
        case .noRoute: .noRoute
        }
    }
}
