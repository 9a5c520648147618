import Foundation
import HTTPClientPolicy
import HTTPTypes
import SharedAPI
import Testing

@Suite("AuthorizingHTTPClient: the token goes to one origin only")
struct AuthorizingHTTPClientTests {
    @Test("adds the bearer token to requests on the base URL's origin")
    func sameOrigin() async throws {
        let (sut, spy) = makeSUT(baseURL: "https://api.example.com/v1")

        _ = try await sut.get(URL(string: "https://api.example.com/v1/feed?limit=10")!)

        #expect(spy.requests.map { $0.headerFields[.authorization] } == ["Bearer s3cret"])
    }

    @Test(
        "never sends the token to another origin",
        arguments: [
            "https://images.example.com/a.png",  // another host
            "http://api.example.com/v1/feed",  // https → http
            "https://api.example.com:8443/v1/feed",  // another port
            "https://api.example.com.evil.com/v1/feed",  // a look-alike host
        ])
    func otherOrigins(url: String) async throws {
        let (sut, spy) = makeSUT(baseURL: "https://api.example.com/v1")

        _ = try await sut.get(URL(string: url)!)

        #expect(spy.requests.first?.headerFields[.authorization] == nil)
    }

    @Test("matches the origin whatever the case of the host and an explicit default port")
    func normalizedOrigin() async throws {
        let (sut, spy) = makeSUT(baseURL: "https://API.example.com:443")

        _ = try await sut.get(URL(string: "https://api.EXAMPLE.com/feed")!)

        #expect(spy.requests.first?.headerFields[.authorization] == "Bearer s3cret")
    }

    @Test("replaces an Authorization header of any case instead of sending two")
    func replacesExisting() async throws {
        let (sut, spy) = makeSUT(baseURL: "https://api.example.com")

        _ = try await sut.get(
            URL(string: "https://api.example.com/feed")!, headers: [HTTPField.Name("authorization")!: "Basic x"])

        #expect(spy.requests.first?.headerFields == [.authorization: "Bearer s3cret"])
    }

    @Test("never shows the token when described")
    func descriptionRedacts() {
        let (sut, _) = makeSUT(baseURL: "https://api.example.com")

        #expect(!String(describing: sut).contains("s3cret"))
        #expect(!String(reflecting: sut).contains("s3cret") || String(reflecting: sut) == String(describing: sut))
    }

    @Test("refuses a token that cannot be a header value, and sends nothing that names it")
    func refusesInvalidToken() async {
        let spy = HTTPClientSpy()
        let sut = AuthorizingHTTPClient(
            client: spy, token: "s3cret\r\nX-Evil: 1", origin: URL(string: "https://api.example.com")!)

        let error = await #expect(throws: HTTPClientError.self) {
            try await sut.get(URL(string: "https://api.example.com/feed")!)
        }

        #expect(spy.requests.isEmpty)
        #expect(!String(describing: error).contains("s3cret"))
    }

    private func makeSUT(baseURL: String) -> (AuthorizingHTTPClient, HTTPClientSpy) {
        let spy = HTTPClientSpy()
        return (AuthorizingHTTPClient(client: spy, token: "s3cret", origin: URL(string: baseURL)!), spy)
    }
}
