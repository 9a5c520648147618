import Foundation
import SharedAPI
import Testing

@Suite("FailureReason: why something failed, as a phrase with its English line")
struct FailureReasonTests {
    @Test("the English line is the phrase, then the address in parentheses")
    func englishLineNamesTheAddress() {
        let reason = FailureReason(errno: ECONNREFUSED, address: "127.0.0.1:9")

        #expect(reason.description == "connection refused (127.0.0.1:9)")
        #expect(reason.phrase == .system(.connectionRefused))
    }

    @Test("a reason written as words equals the phrase that reads the same")
    func literalEqualsThePhrase() {
        #expect(FailureReason(.noResponseWithin(seconds: 10)) == "no response within 10 s")
        #expect(FailureReason(.noResponseWithin(seconds: 0.5)) == "no response within 0.5 s")
        #expect(FailureReason(.httpStatus(401)) != "HTTP 403")
    }

    @Test("an errno without a phrase of its own reads as the system's text")
    func otherErrnoIsTheSystemsText() {
        let reason = FailureReason(errno: E2BIG)

        #expect(reason.phrase == .otherErrno(E2BIG))
        #expect(reason.description == String(cString: strerror(E2BIG)))
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
        #expect(FailureReason(describing: ResourceLoadError.unexpectedStatus(502)).phrase == .unexpectedStatus(502))
        #expect(
            FailureReason(describing: HTTPClientError.responseTooLarge(limit: 8)).phrase == .responseTooLarge(limit: 8))
    }

    @Test("any other error is its own description")
    func otherErrorsAreTheirDescription() {
        #expect(FailureReason(describing: InvalidData("items missing")) == "items missing")
        #expect(FailureReason(describing: InvalidData("items missing")).phrase == .text("items missing"))
    }

    @Test("a mapper's invalid data keeps its phrase, and reads as the words it was written with")
    func invalidDataKeepsItsPhrase() {
        let error = InvalidData(FailureReason(.notJSON(mediaType: "text/html")))

        #expect(error == InvalidData("expected JSON, got a body of type text/html"))
        #expect(FailureReason(describing: error).phrase == .notJSON(mediaType: "text/html"))
        #expect(InvalidData.status(500).cause.phrase == .unexpectedStatus(500))
    }

    @Test("every errno phrase has its own English words")
    func everySystemReasonHasItsOwnWords() {
        let words = SystemReason.allCases.map(\.description)

        #expect(Set(words).count == SystemReason.allCases.count)
        #expect(SystemReason(errno: ENETUNREACH) == .noRoute)
    }
}
