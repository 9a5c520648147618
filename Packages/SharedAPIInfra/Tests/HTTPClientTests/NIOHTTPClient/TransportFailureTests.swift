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
            describe(IOError(errnoCode: ECONNREFUSED, reason: "connect")) == "connection refused (api.example.com:443)")
        #expect(
            describe(IOError(errnoCode: ECONNRESET, reason: "read"))
                == "connection reset by the server (api.example.com:443)")
        #expect(
            TransportFailure.describe(IOError(errnoCode: ETIMEDOUT, reason: "x"), url: URL(string: "http://h:8080/")!)
                == "connection timed out (h:8080)")
    }

    @Test("explains a closed connection and a malformed response")
    func explainsAClosedConnectionAndAMalformedResponse() {
        #expect(
            describe(AsyncHTTPClient.HTTPClientError.remoteConnectionClosed)
                == "the server closed the connection without an answer (api.example.com:443)")
        #expect(describe(HTTPParserError.invalidVersion) == "malformed HTTP response (api.example.com:443)")
    }

    @Test("never repeats header values, such as a token")
    func neverRepeatsHeaderValuesSuchAsAToken() {
        let line = describe(AsyncHTTPClient.HTTPClientError.invalidHeaderFieldValues(["Bearer s3cret\r\n"]))

        #expect(line == "invalid header field values (api.example.com:443)")
    }

    @Test("says what went wrong with TLS without BoringSSL's internals")
    func saysWhatWentWrongWithTLSWithoutBoringSSLInternals() {
        #expect(
            describe(NIOSSLExtraError.failedToValidateHostname)
                == "the server's certificate is for another host (api.example.com:443)")
        let handshake = describe(NIOSSLError.handshakeFailed(.unknownError([])))
        #expect(handshake == "TLS handshake failed (api.example.com:443)")
    }

    private func describe(_ error: any Error) -> FailureReason {
        TransportFailure.describe(error, url: url)
    }
}
