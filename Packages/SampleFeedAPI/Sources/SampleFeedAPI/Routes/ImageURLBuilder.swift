import Foundation
import Hummingbird

/// Builds absolute image URLs on this server: the configured public base URL, else the request's Host.
struct ImageURLBuilder {
    private static let allowedHostCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]_"
    )
    private let base: String

    init(request: Request, publicBaseURL: URL?) throws {
        if let publicBaseURL {
            base =
                publicBaseURL.absoluteString.hasSuffix("/")
                ? String(publicBaseURL.absoluteString.dropLast()) : publicBaseURL.absoluteString
        } else {
            base = "http://" + (try Self.host(of: request))
        }
    }

    func url(forImageNamed name: String) -> String {
        "\(base)/images/\(name)"
    }

    private static func host(of request: Request) throws -> String {
        guard let host = request.head.authority, !host.isEmpty,
            host.unicodeScalars.allSatisfy(allowedHostCharacters.contains)
        else { throw HTTPError(.badRequest, message: "A valid Host header is required.") }
        return host
    }
}
