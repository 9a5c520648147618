import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("Bearer token")
struct AuthenticationTests {
    static let routes = ["/feed", "/image/25e5c6e2-935a-5bee-a4c6-17fadedf8474/comments", "/images/01.png", "/nothing"]

    @Test("without the token every route answers 401 with a Bearer challenge", arguments: routes)
    func missingToken(route: String) async throws {
        let sut = try SUT { $0.token = "s3cret" }

        let response = try await sut.test { try await $0.get(route) }

        #expect(response.status == .unauthorized)
        #expect(response.headers[.wwwAuthenticate] == "Bearer")
    }

    @Test(
        "a wrong token or scheme answers 401",
        arguments: ["Bearer wrong", "Bearer s3cre", "Bearer s3cret2", "bearer s3cret", "Basic s3cret", "s3cret"]
    )
    func wrongToken(header: String) async throws {
        let sut = try SUT { $0.token = "s3cret" }

        let status = try await sut.test { try await $0.get("/feed", headers: [.authorization: header]).status }

        #expect(status == .unauthorized)
    }

    @Test("the right token passes, for reads and posts")
    func rightToken() async throws {
        let sut = try SUT { $0.token = "s3cret" }
        let headers: HTTPFields = [.authorization: "Bearer s3cret"]

        let (feed, posted) = try await sut.test { client in
            let feed = try await client.get("/feed", headers: headers).status
            let route = Self.routes[1]
            return (feed, try await client.post(route, json: #"{"message":"hi"}"#, headers: headers).status)
        }

        #expect(feed == .ok)
        #expect(posted == .created)
    }

    @Test("without a configured token no header is needed")
    func open() async throws {
        let sut = try SUT()

        let status = try await sut.test { try await $0.get("/feed").status }

        #expect(status == .ok)
    }
}
