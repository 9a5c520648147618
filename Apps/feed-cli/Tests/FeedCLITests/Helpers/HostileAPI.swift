import Foundation
import SharedAPITestSupport

/// A loopback API with a small valid feed, comments, created comments and image bytes, until one route is
/// told to answer something hostile.
final class HostileAPI: Sendable {
    enum Route: String, CaseIterable, Sendable {
        case feed, comments, createdComment, imageBytes
    }

    /// The first image of the feed; its comments and its bytes are what the tests ask for.
    static let imageID = "11111111-1111-4111-8111-111111111111"
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64))

    let server: LoopbackHTTPServer
    private let answers: HostileAnswers
    /// The server's port: once `server` is stopped, the port refuses while this value lives, and no other test's
    /// server is given it.
    private let held: HeldPort

    var baseURL: URL { server.baseURL }

    init() throws {
        let answers = HostileAnswers()
        self.answers = answers
        held = try HeldPort()
        server = try LoopbackHTTPServer(port: held.port) { request in
            let route = Self.route(of: request)
            return answers.hostile(for: route) ?? Self.valid(route, request: request)
        }
    }

    /// From now on `route` answers `response`; the others stay valid.
    func make(_ route: Route, answer response: LoopbackResponse) {
        answers.set(response, for: route)
    }

    // MARK: - Valid payloads, in pieces the hostile ones reuse

    static func feedItem(
        id: String = "\"\(imageID)\"", description: String = "\"A lake\"", location: String = "\"Oslo\"",
        image: String = "\"http://127.0.0.1/img/1.png\""
    ) -> String {
        #"{"id":\#(id),"description":\#(description),"location":\#(location),"image":\#(image)}"#
    }

    static func feed(_ items: [String]) -> String { #"{"items":[\#(items.joined(separator: ","))]}"# }

    static func comment(
        id: String = "\"22222222-2222-4222-8222-222222222222\"", message: String = "\"Nice\"",
        createdAt: String = "\"2026-11-20T10:00:00Z\"", author: String = #"{"username":"ana"}"#
    ) -> String {
        #"{"id":\#(id),"message":\#(message),"created_at":\#(createdAt),"author":\#(author)}"#
    }

    static func comments(_ items: [String]) -> String { #"{"items":[\#(items.joined(separator: ","))]}"# }

    private static func route(of request: RecordedRequest) -> Route {
        if request.path.hasPrefix("/img/") { return .imageBytes }
        if request.path.hasSuffix("/comments") { return request.method == "POST" ? .createdComment : .comments }
        return .feed
    }

    private static func valid(_ route: Route, request: RecordedRequest) -> LoopbackResponse {
        let host = request.headers["host"] ?? "127.0.0.1"
        switch route {
        case .feed where request.target.contains("after_id"):
            return .json(feed([]))
        case .feed:
            return .json(
                feed(
                    (1...3).map { index in
                        feedItem(
                            id: "\"\(index == 1 ? imageID : "3333333\(index)-3333-4333-8333-333333333333")\"",
                            image: "\"http://\(host)/img/\(index).png\"")
                    }))
        case .comments: return .json(comments([comment()]))
        case .createdComment: return .json(comment(username: "you"), status: 201)
        case .imageBytes: return .ok(pngBytes, headers: ["Content-Type": "image/png"])
        }
    }

    private static func comment(username: String) -> String {
        comment(author: #"{"username":"\#(username)"}"#)
    }
}

/// The hostile answer of each route. `@unchecked Sendable`: `answers` is guarded by `lock`.
private final class HostileAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [HostileAPI.Route: LoopbackResponse] = [:]

    func hostile(for route: HostileAPI.Route) -> LoopbackResponse? {
        lock.withLock { answers[route] }
    }

    func set(_ response: LoopbackResponse, for route: HostileAPI.Route) {
        lock.withLock { answers[route] = response }
    }
}
