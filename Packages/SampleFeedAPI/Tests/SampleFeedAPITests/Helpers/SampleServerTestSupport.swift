import Foundation
import Hummingbird
import HummingbirdTesting
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

/// Builds the app for an in-process or live test client, with a hand-moved clock.
struct SUT {
    let state: SampleServerState
    let clock: SettableClock

    init(_ configure: (inout SampleServerConfiguration) -> Void = { _ in }) throws {
        let clock = SettableClock()
        var configuration = SampleServerConfiguration()
        configuration.now = { clock.now }
        configure(&configuration)
        self.clock = clock
        self.state = try SampleServerState(configuration: configuration)
    }

    func test<Value>(
        _ setup: TestingSetup = .router,
        _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await SampleServerApplication.build(state: state).test(setup, body)
    }
}

extension TestClientProtocol {
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }

    func post(_ uri: String, json: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: json))
    }

    func feed(_ query: String = "") async throws -> FeedPage {
        let response = try await get("/feed" + query)
        try #require(response.status == .ok, "GET /feed\(query) answered \(response.status)")
        return try decode(FeedPage.self, response)
    }

    func comments(_ imageID: UUID) async throws -> [Comment] {
        let response = try await get("/image/\(imageID)/comments")
        try #require(response.status == .ok, "GET comments answered \(response.status)")
        return try decode(CommentList.self, response).items
    }
}

func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try JSONDecoder().decode(type, from: Data(response.body.readableBytesView))
}

func jsonObject(_ response: TestResponse) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
}

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
