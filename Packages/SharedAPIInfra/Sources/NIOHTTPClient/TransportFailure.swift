import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// One readable line for a failure below HTTP, naming the address it happened with.
enum TransportFailure {
    static func describe(_ error: any Error, url: URL) -> String {
        let address = "\(url.host ?? "?"):\(url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80))"
        switch error {
        case let error as IOError:
            return "\(reason(errno: error.errnoCode)) (\(address))"
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "cannot resolve the host \(error.host)" }
            return error.connectionErrors.first.map { describe($0.error, url: url) } ?? "cannot connect (\(address))"
        case let error as AsyncHTTPClient.HTTPClientError:
            return describe(error, address: address)
        case is HTTPParserError:
            return "malformed HTTP response (\(address))"
        case let error as NIOSSLExtraError where error == .failedToValidateHostname:
            return "the server's certificate is for another host (\(address))"
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            // BoringSSL's own text names source files of the build; only its reason is worth a line.
            if "\(error)".contains("CERTIFICATE_VERIFY_FAILED") {
                return "the server's certificate is not trusted (\(address))"
            }
            return "TLS handshake failed (\(address))"
        default:
            return "\(error) (\(address))"
        }
    }

    private static func describe(_ error: AsyncHTTPClient.HTTPClientError, address: String) -> String {
        switch error {
        case .remoteConnectionClosed: "the server closed the connection without an answer (\(address))"
        case .tlsHandshakeTimeout: "TLS handshake timed out (\(address))"
        case .invalidURL, .emptyHost, .emptyScheme: "not an http(s) URL"
        case .bodyLengthMismatch: "the body does not match its announced length (\(address))"
        default: "\(lowercasingTheFirstLetter(error.shortDescription)) (\(address))"
        }
    }

    /// `shortDescription`, never `description`: the latter repeats header values, a token among them.
    private static func lowercasingTheFirstLetter(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func reason(errno: CInt) -> String {
        switch errno {
        case ECONNREFUSED: "connection refused"
        case ECONNRESET: "connection reset by the server"
        case ETIMEDOUT: "connection timed out"
        case EHOSTUNREACH, ENETUNREACH: "no route to the host"
        default: String(cString: strerror(errno))
        }
    }
}
