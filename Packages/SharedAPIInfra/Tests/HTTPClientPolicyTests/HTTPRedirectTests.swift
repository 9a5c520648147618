import Foundation
import HTTPClientPolicy
import HTTPTypes
import Testing

@Suite("HTTPRedirect: the request a redirect leads to, without credentials off the origin")
struct HTTPRedirectTests {
    private let api = URL(string: "https://api.example.com/v1/image/1")!

    @Test("follows a relative Location on the same origin with every header")
    func followsARelativeLocationOnTheSameOriginWithEveryHeader() throws {
        let request = HTTPRequest(url: api, headerFields: [.authorization: "Bearer t", .accept: "image/*"])

        let next = try #require(
            HTTPRedirect.request(following: request, body: nil, status: 302, location: "/v2/image/1"))

        #expect(next.request.url?.absoluteString == "https://api.example.com/v2/image/1")
        #expect(next.request.method == .get)
        #expect(next.request.headerFields == request.headerFields)
    }

    @Test(
        "drops the credentials when the scheme, host or port changes",
        arguments: [
            "http://api.example.com/v1/image/1", "https://cdn.example.com/1.png", "https://api.example.com:8443/1.png",
        ])
    func dropsCredentialsWhenSchemeHostOrPortChange(location: String) throws {
        let headers: HTTPFields = [
            HTTPField.Name("authorization")!: "Bearer t", .cookie: "c", .proxyAuthorization: "p", .accept: "*/*",
        ]
        let request = HTTPRequest(url: api, headerFields: headers)

        let next = try #require(HTTPRedirect.request(following: request, body: nil, status: 301, location: location))

        #expect(next.request.headerFields == [.accept: "*/*"])
    }

    @Test("turns a 303, and a POST after a 301 or 302, into a GET without a body", arguments: [301, 302, 303])
    func turnsA303AndAPostAfter301Or302IntoAGetWithoutBody(status: Int) throws {
        let post = HTTPRequest(
            method: .post, url: api, headerFields: [.contentType: "application/json", HTTPField.Name("X-Id")!: "1"])

        let next = try #require(
            HTTPRedirect.request(following: post, body: Data("{}".utf8), status: status, location: "/created"))

        #expect(next.request.method == .get)
        #expect(next.body == nil)
        #expect(next.request.headerFields == [HTTPField.Name("X-Id")!: "1"])
    }

    @Test("keeps the method and the body on a 307 and a 308", arguments: [307, 308])
    func keepsMethodAndBodyOn307And308(status: Int) throws {
        let post = HTTPRequest(method: .post, url: api, headerFields: [.contentType: "application/json"])

        let next = try #require(
            HTTPRedirect.request(following: post, body: Data("{}".utf8), status: status, location: "/again"))

        #expect(next.request.method == .post)
        #expect(next.body == Data("{}".utf8))
        #expect(next.request.headerFields == post.headerFields)
    }

    @Test("is nil for other statuses, a missing Location or a target that is not HTTP")
    func isNilForOtherStatusesAMissingLocationOrANonHTTPTarget() {
        let request = HTTPRequest(url: api)

        #expect(HTTPRedirect.request(following: request, body: nil, status: 200, location: "/x") == nil)
        #expect(HTTPRedirect.request(following: request, body: nil, status: 304, location: "/x") == nil)
        #expect(HTTPRedirect.request(following: request, body: nil, status: 302, location: nil) == nil)
        #expect(HTTPRedirect.request(following: request, body: nil, status: 302, location: "file:///etc/passwd") == nil)
        #expect(
            HTTPRedirect.request(following: request, body: nil, status: 302, location: "ftp://example.com/x") == nil)
    }
}
