import Foundation
import SampleFeedAPI
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews
import Testing

@testable import FeedBrowser
@testable import FeedCLI

@Suite("ErrorPresentation: the app's errors in LoadFailure, one headline and cause, shared with the browser")
struct ErrorPresentationTests {
    static let errors: [ResourceLoadError] = [
        .connectivity("connection refused (127.0.0.1:9)"), .notFound("HTTP 404 for /feed"),
        .invalidData("items[0].id is not a UUID"), .authenticationFailed(status: 401),
    ]

    @Test("the CLI and the browser print the same localized words for the same failure", arguments: ["en", "el", "ja"])
    func browserAndCLIAgree(language: String) {
        for error in Self.errors {
            let cli = ErrorPresentation.viewModel(for: error, language: language)
            let browser = LoadFailure(error)

            #expect(cli.message == browser.headline(language: language), "\(error)")
            #expect(cli.cause == browser.cause(language: language), "\(error)")
            #expect(cli == browser.viewModel(language: language), "one view model for both: \(error)")
            let drawn = FailureText.lines(browser, theme: .none, language: language)
            let expected = [
                FrameLine(" ✗ " + (cli.message ?? ""), style: Theme.none.error),
                FrameLine("   " + (cli.cause ?? ""), style: Theme.none.secondary),
            ]
            #expect(drawn == expected, "\(error)")
        }
    }

    @Test("each kind of failure has its own English headline")
    func headlines() {
        let messages = Self.errors.map { ErrorPresentation.viewModel(for: $0, language: "en").message }

        #expect(
            messages == [
                "Couldn't connect to server", "Not found", "The server sent invalid data", "Authentication failed",
            ])
    }

    @Test("a file error's cause is its plain reason, never Foundation's dump")
    func fileErrorCause() {
        let error = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/proc/x"])

        #expect(ErrorPresentation.cause(of: error, language: "en") == "no such file or directory")
        #expect(ErrorPresentation.cause(of: POSIXError(.EACCES), language: "pl") == "brak uprawnień")
        #expect(
            ErrorPresentation.cause(of: CocoaError(.fileWriteUnknown), language: "en") == "the system gave no reason")
    }

    @Test("the causes of failures are said in the reader's language")
    func causesInGerman() {
        let refused = ResourceLoadError.connectivity(FailureReason(errno: ECONNREFUSED, address: "127.0.0.1:9"))

        #expect(ErrorPresentation.viewModel(for: refused, language: "de").cause == "Verbindung abgelehnt (127.0.0.1:9)")
        #expect(
            ErrorPresentation.viewModel(for: ResourceLoadError.authenticationFailed(status: 401), language: "de").cause
                == "HTTP-Status 401")
        #expect(
            ErrorPresentation.cause(
                of: SampleServerError.cannotListen(host: "h", port: 1, errno: EADDRINUSE), language: "de")
                == "die Adresse wird bereits verwendet")
    }
}
