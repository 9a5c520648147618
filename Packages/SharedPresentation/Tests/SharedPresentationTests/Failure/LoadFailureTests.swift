import Foundation
import SharedAPI
import SharedPresentation
import Testing

@Suite("LoadFailure: an error as people read it, a localized headline and a localized cause")
struct LoadFailureTests {
    @Test(
        "the cause of a failure is said in the reader's language",
        arguments: [
            (
                ResourceLoadError.connectivity(FailureReason(errno: ECONNREFUSED, address: "127.0.0.1:9")),
                "Verbindung abgelehnt (127.0.0.1:9)"
            ),
            (.authenticationFailed(status: 401), "HTTP-Status 401"),
            (.timedOut(HTTPClientError.timedOut(seconds: 10).reason), "keine Antwort innerhalb von 10 s"),
            (.notFound(FailureReason(.notFound(path: "/feed"))), "HTTP 404 für /feed"),
            (.unexpectedStatus(502), "unerwarteter HTTP-Status 502"),
            (
                .invalidData(FailureReason(.notJSON(mediaType: "text/html"))),
                "JSON erwartet, aber einen Inhalt vom Typ text/html erhalten"
            ),
        ])
    func causeInGerman(error: ResourceLoadError, expected: String) {
        #expect(LoadFailure(error).cause(language: "de") == expected)
    }

    @Test("a file error's cause is its plain reason in the reader's language, never Foundation's dump")
    func fileErrorCause() {
        let missing = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/proc/x"])

        #expect(LoadFailure(missing).cause(language: "en") == "no such file or directory")
        #expect(LoadFailure(POSIXError(.EACCES)).cause(language: "pl") == "brak uprawnień")
        #expect(LoadFailure(CocoaError(.fileWriteUnknown)).cause(language: "en") == "the system gave no reason")
    }

    @Test("each kind has its headline, and the view model is the headline and the cause", arguments: ["en", "ja"])
    func viewModel(language: String) {
        let failure = LoadFailure(ResourceLoadError.authenticationFailed(status: 403))

        #expect(failure.kind == .unauthorized)
        #expect(failure.status == 403)
        #expect(
            failure.viewModel(language: language)
                == .error(
                    message: SharedStrings.authenticationFailed(language: language),
                    cause: failure.cause(language: language)))
    }

    @Test("in English, every phrase reads as the reason's own English line")
    func englishIsTheReasonsLine() {
        for reason in Self.everyPhrase {
            #expect(LoadFailure(kind: .unavailable, cause: reason).cause(language: "en") == reason.description)
        }
    }

    @Test("every phrase is translated: no language but English says it in English")
    func everyPhraseIsTranslated() {
        for reason in Self.everyPhrase {
            for language in SupportedLanguages.all where language != "en" {
                let words = LoadFailure(kind: .unavailable, cause: reason).cause(language: language)
                #expect(words != reason.description, "\(reason) in \(language)")
            }
        }
    }

    @Test("words already written, such as a mapper's, stay as they are, on one line")
    func textStaysAsItIs() {
        let failure = LoadFailure(ResourceLoadError.invalidData("items[0].id\nis not a UUID"))

        #expect(failure.cause(language: "de") == "items[0].id is not a UUID")
        #expect(failure.kind == .invalidData)
    }

    // MARK: - Helpers

    private static let everyPhrase: [FailureReason] =
        SystemReason.allCases.map { FailureReason(.system($0)) }
        + [
            .systemGaveNoReason, .cannotResolve(host: "h"), .cannotConnect, .malformedResponse,
            .certificateForAnotherHost, .certificateNotTrusted, .tlsHandshakeFailed, .tlsHandshakeTimedOut,
            .closedWithoutAnswer, .notHTTPURL, .invalidPort(url: "http://h:99999"), .bodyLengthMismatch,
            .tooManyRedirects(limit: 5), .tokenNotAHeaderValue, .noHTTPResponse, .noResponseWithin(seconds: 2.5),
            .responseTooLarge(limit: 9), .cancelled, .unexpectedStatus(500), .authenticationFailed(status: 401),
            .httpStatus(401), .notFound(path: "/x"), .notJSON(mediaType: "text/html"),
            .notImageData(mediaType: "application/json"), .emptyImageData, .pagesDidNotEnd(limit: 100),
            .pageRepeatsItems(page: 2),
        ].map { FailureReason($0, address: "h:1") }
}
