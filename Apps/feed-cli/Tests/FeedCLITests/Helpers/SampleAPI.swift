import FeedCLITestSupport
import Foundation
import HTTPTypes
import NIOHTTPClient
import SampleFeedAPI
import SharedAPI
import SharedAPITestSupport
import Testing

/// The real sample API server on loopback, for one test: with chatter or a token when asked, plus a raw POST for new
/// comments.
enum SampleAPI {
    /// Starts the server on a port the system chooses, or on `held`'s port.
    ///
    /// On `held`, stopping the server takes the API down for good: the port refuses while `held` lives. A test that goes
    /// offline this way keeps the base URL (the saved feed is filed under it) and meets no other test's server there.
    static func start(
        token: String? = nil, chatterInterval: TimeInterval? = nil, on held: HeldPort? = nil
    ) async throws -> RunningSampleServer {
        try await SampleServer.start(
            SampleServerConfiguration(
                host: "127.0.0.1", port: held?.port ?? 0, token: token, chatter: chatterInterval != nil,
                chatterInterval: chatterInterval ?? 5))
    }

    /// A server whose clock stands still after `chatterComments` simulated comments (3 s apart, authors
    /// interleaved) appeared on every image: the same comments for every request.
    static func startWithSettledChatter(_ chatterComments: Int = 20) async throws -> RunningSampleServer {
        let clock = SettableClock(Date().addingTimeInterval(-Double(chatterComments) * 3 - 1))
        var configuration = SampleServerConfiguration(host: "127.0.0.1", port: 0, chatter: true, chatterInterval: 3)
        configuration.now = { clock.now }
        let server = try await SampleServer.start(configuration)
        clock.advance(by: Double(chatterComments) * 3 + 0.5)
        return server
    }

    /// Posts `message` on `image` straight to the API, as another client would, waiting for the answer as long as
    /// ``HangGuard`` says (a client's 10 s ran out while the test process was busy).
    static func post(_ message: String, on image: String, to baseURL: URL) async throws {
        let (_, response) = try await NIOHTTPClient(timeout: HangGuard.seconds).post(
            baseURL.appendingPathComponent("image/\(image)/comments"), headers: [.contentType: "application/json"],
            body: try JSONSerialization.data(withJSONObject: ["message": message]))
        #expect(response.status.code == 201)
    }

    /// An image of the bundled feed with several comments.
    static let imageWithComments = "308eb4b9-adb4-527a-a5c0-3a30442be801"

    /// The image with "São Paulo" on the first page, and the one on the last page.
    static let saoPauloFirst = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"
    static let saoPauloLast = "ee765139-61c8-50d8-9234-163d9347436d"
    /// An image on the fourth page of ten.
    static let onFourthPage = "9bd22bba-48a3-534e-86ac-fc1175ac3fa6"
    /// An image with five seeded comments from several authors.
    static let manyComments = "24ae47b5-ffcf-597f-b539-3209cb90a8b6"
}
