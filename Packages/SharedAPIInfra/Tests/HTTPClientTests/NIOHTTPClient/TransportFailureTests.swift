import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOSSL
import SharedAPI
import Testing

@testable import NIOHTTPClient

/// One readable line per failure below HTTP, with the address, and nothing of SwiftNIO's or BoringSSL's internals.
@Suite("TransportFailure lines")
struct TransportFailureTests {
    private let url = URL(string: "https://api.example.com/feed")!

    @Test("names the socket error and the address")
    func namesTheSocketErrorAndTheAddress() {
        #expect(
            describe(IOError(errnoCode: ECONNREFUSED, reason: "connect")) == reason(.system(.connectionRefused)))
        #expect(
            describe(IOError(errnoCode: ECONNRESET, reason: "read"))
                == reason(.system(.connectionReset)))
        #expect(
            TransportFailure.describe(IOError(errnoCode: ETIMEDOUT, reason: "x"), url: URL(string: "http://h:8080/")!)
                == FailureReason(.system(.connectionTimedOut), address: "h:8080"))
    }

    @Test("explains a closed connection and a malformed response")
    func explainsAClosedConnectionAndAMalformedResponse() {
        #expect(
            describe(AsyncHTTPClient.HTTPClientError.remoteConnectionClosed)
                == reason(.closedWithoutAnswer))
        #expect(describe(HTTPParserError.invalidVersion) == reason(.malformedResponse))
    }

    @Test("never repeats header values, such as a token")
    func neverRepeatsHeaderValuesSuchAsAToken() {
        let line = describe(AsyncHTTPClient.HTTPClientError.invalidHeaderFieldValues(["Bearer s3cret\r\n"]))

        #expect(line == reason(.text("invalid header field values")))
    }

    @Test("says what went wrong with TLS without BoringSSL's internals")
    func saysWhatWentWrongWithTLSWithoutBoringSSLInternals() {
        #expect(
            describe(NIOSSLExtraError.failedToValidateHostname)
                == reason(.certificateForAnotherHost))
        let handshake = describe(NIOSSLError.handshakeFailed(.unknownError([])))
        #expect(handshake == reason(.tlsHandshakeFailed))
    }

    private func reason(_ phrase: FailureReason.Phrase) -> FailureReason {
        FailureReason(phrase, address: "api.example.com:443")
    }

    private func describe(_ error: any Error) -> FailureReason {
        TransportFailure.describe(error, url: url)
    }
}
