import Foundation
import SampleFeedAPI

/// The real sample API server on loopback, for one test.
enum SampleAPI {
    static func start(token: String? = nil) async throws -> RunningSampleServer {
        try await SampleServer.start(SampleServerConfiguration(host: "127.0.0.1", port: 0, token: token))
    }

    /// An image of the bundled feed with several comments.
    static let imageWithComments = "308eb4b9-adb4-527a-a5c0-3a30442be801"
}
