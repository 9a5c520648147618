import Foundation

/// Builds absolute image URLs on this server: the configured public base URL, else the address it serves on.
///
/// Never from the request's Host header, which a client chooses.
struct ImageURLBuilder {
    private let base: String

    init(publicBaseURL: URL?, address: ServingAddress, context: SampleRequestContext) {
        let origin = publicBaseURL ?? address.origin(localAddress: context.localAddress)
        let text = origin.absoluteString
        base = text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    func url(forImageNamed name: String) -> String {
        "\(base)/images/\(name)"
    }
}
