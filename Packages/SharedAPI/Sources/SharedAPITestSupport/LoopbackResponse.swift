import Foundation

/// What the loopback server does with one request.
public enum LoopbackResponse: Sendable {
    /// Answer after `delay` seconds.
    case respond(status: Int, headers: [String: String] = [:], body: Data = Data(), delay: Double = 0)
    /// Send `count` bytes of body in chunks, announcing no length.
    case stream(count: Int)
    /// Send the first `after` of `count` bytes of body like `.stream`, then hold the rest back for `seconds`, or
    /// until the client closes the connection: a transfer that a test can cancel midway, then count what was sent.
    case stall(count: Int, after: Int, seconds: Double)
    /// Answer a proxy's `CONNECT` with 200 and keep the connection: what follows is the tunnelled
    /// (plain HTTP) traffic, served by the same handler.
    case tunnelEstablished
    /// Accept and never answer until the client or the server closes.
    case hang
    /// Close the connection without answering.
    case close
    /// Reset the connection (RST) without answering.
    case reset

    /// Status 200 with `body`.
    public static func ok(_ body: Data = Data(), headers: [String: String] = [:]) -> LoopbackResponse {
        .respond(status: 200, headers: headers, body: body)
    }

    /// `text` as `application/json` with `status`.
    public static func json(_ text: String, status: Int = 200) -> LoopbackResponse {
        .respond(status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// A redirect to `url` with `status`.
    public static func redirect(to url: URL, status: Int = 302) -> LoopbackResponse {
        .respond(status: status, headers: ["Location": url.absoluteString])
    }
}
