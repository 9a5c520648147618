import Foundation
import SharedAPI
import Testing

@Suite("FailureReason: why something failed, as a phrase: a key and its values, never words of its own")
struct FailureReasonTests {
    @Test("a phrase is its key in the causes' table, and its values are named by the case's labels")
    func keyAndValues() {
        #expect(FailureReason.Phrase.cannotConnect.key == "CAUSE.cannotConnect")
        #expect(FailureReason.Phrase.cannotConnect.values.isEmpty)
        #expect(FailureReason.Phrase.cannotResolve(host: "api.example").values == ["host": "api.example"])
        #expect(FailureReason.Phrase.unexpectedStatus(status: 502).values == ["status": "502"])
        #expect(FailureReason.Phrase.system(.connectionRefused).key == "CAUSE.connectionRefused")
        #expect(FailureReason.Phrase.text("as written").key == nil)
        #expect(FailureReason.Phrase.system(.connectionRefused).values.isEmpty)
        #expect(FailureReason.Phrase.text("as written").values.isEmpty)
    }

    @Test("seconds read without a decimal point when they are whole")
    func wholeSeconds() {
        #expect(FailureReason.Phrase.noResponseWithin(seconds: 10).values == ["seconds": "10"])
        #expect(FailureReason.Phrase.noResponseWithin(seconds: 0.5).values == ["seconds": "0.5"])
    }

    @Test("the line for logs is the key, its values and the address; words already written stay as they are")
    func lineForLogs() {
        let reason = FailureReason(errno: ECONNREFUSED, address: "127.0.0.1:9")

        #expect(reason.description == "CAUSE.connectionRefused (127.0.0.1:9)")
        #expect(reason.phrase == .system(.connectionRefused))
        #expect(FailureReason(.tooManyRedirects(limit: 5)).description == "CAUSE.tooManyRedirects(limit: 5)")
        #expect(FailureReason("items missing").description == "items missing")
    }

    @Test("an errno without a phrase of its own reads as the system's text")
    func otherErrnoIsTheSystemsText() {
        let reason = FailureReason(errno: E2BIG)

        #expect(reason.phrase == .text(String(cString: strerror(E2BIG))))
    }

    @Test("a file error's reason is its errno's phrase, never Foundation's dump")
    func fileErrorsByErrno() {
        let missing = CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/proc/x"])

        #expect(FailureReason(describing: missing) == FailureReason(.system(.noSuchFile)))
        #expect(FailureReason(describing: POSIXError(.EACCES)).phrase == .system(.permissionDenied))
        #expect(FailureReason(describing: CocoaError(.fileWriteUnknown)).phrase == .systemGaveNoReason)
    }

    @Test("a load's and a client's errors keep their own reasons")
    func loadAndClientErrorsKeepTheirReasons() {
        #expect(
            FailureReason(describing: ResourceLoadError.unexpectedStatus(502)).phrase
                == .unexpectedStatus(status: 502))
        #expect(
            FailureReason(describing: HTTPClientError.responseTooLarge(limit: 8)).phrase == .responseTooLarge(limit: 8))
    }

    @Test("any other error is its own description")
    func otherErrorsAreTheirDescription() {
        #expect(FailureReason(describing: InvalidData("items missing")) == "items missing")
        #expect(FailureReason(describing: InvalidData("items missing")).phrase == .text("items missing"))
    }

    @Test("a mapper's invalid data keeps its phrase")
    func invalidDataKeepsItsPhrase() {
        let error = InvalidData(FailureReason(.notJSON(mediaType: "text/html")))

        #expect(FailureReason(describing: error).phrase == .notJSON(mediaType: "text/html"))
        #expect(InvalidData.status(500).cause.phrase == .unexpectedStatus(status: 500))
    }

    @Test("every errno phrase has its own key")
    func everySystemReasonHasItsOwnKey() {
        let keys = SystemReason.allCases.map { FailureReason.Phrase.system($0).key }

        #expect(Set(keys).count == SystemReason.allCases.count)
        #expect(SystemReason(errno: ENETUNREACH) == .noRoute)
    }

    @Test("each errno with a phrase names its reason; any other has none")
    func errnoReasons() {
        let expected: [(Int32, SystemReason)] = [
            (ENOENT, .noSuchFile), (EACCES, .permissionDenied), (EPERM, .permissionDenied), (EISDIR, .isDirectory),
            (ENOTDIR, .notDirectory), (EROFS, .readOnly), (ENOSPC, .noSpace), (EEXIST, .exists),
            (EADDRINUSE, .addressInUse), (EADDRNOTAVAIL, .addressUnavailable), (ECONNREFUSED, .connectionRefused),
            (ECONNRESET, .connectionReset), (ETIMEDOUT, .connectionTimedOut), (EHOSTUNREACH, .noRoute),
            (ENETUNREACH, .noRoute),
        ]

        for (code, reason) in expected {
            #expect(SystemReason(errno: code) == reason, "\(code)")
        }
        #expect(SystemReason(errno: E2BIG) == nil)
        #expect(SystemReason(errno: 0) == nil)
    }
}
