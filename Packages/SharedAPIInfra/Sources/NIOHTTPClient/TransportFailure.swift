import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import SharedAPI

/// The reason of a failure below HTTP, naming the address it happened with.
enum TransportFailure {
    static func describe(_ error: any Error, url: URL) -> FailureReason {
        let address = "\(url.host ?? "?"):\(url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80))"
        switch error {
        case let error as IOError:
            return FailureReason(errno: error.errnoCode, address: address)
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil {
                return FailureReason(.cannotResolve(host: error.host))
            }
            return error.connectionErrors.first.map { describe($0.error, url: url) }
                ?? FailureReason(.cannotConnect, address: address)
        case let error as AsyncHTTPClient.HTTPClientError:
            return describe(error, address: address)
        case is HTTPParserError:
            return FailureReason(.malformedResponse, address: address)
        case let error as NIOSSLExtraError where error == .failedToValidateHostname:
            return FailureReason(.certificateForAnotherHost, address: address)
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            // BoringSSL's own text names source files of the build; only its reason is worth a line.
            let trusted = !"\(error)".contains("CERTIFICATE_VERIFY_FAILED")
            return FailureReason(trusted ? .tlsHandshakeFailed : .certificateNotTrusted, address: address)
        default:
            return FailureReason(.text("\(error)"), address: address)
        }
    }

    private static func describe(_ error: AsyncHTTPClient.HTTPClientError, address: String) -> FailureReason {
        switch error {
        case .remoteConnectionClosed: FailureReason(.closedWithoutAnswer, address: address)
        case .tlsHandshakeTimeout: FailureReason(.tlsHandshakeTimedOut, address: address)
        case .invalidURL, .emptyHost, .emptyScheme: FailureReason(.notHTTPURL)
        case .bodyLengthMismatch: FailureReason(.bodyLengthMismatch, address: address)
        default: FailureReason(.text(lowercasingTheFirstLetter(error.shortDescription)), address: address)
        }
    }

    /// `shortDescription`, never `description`: the latter repeats header values, a token among them.
    private static func lowercasingTheFirstLetter(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
