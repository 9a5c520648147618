import Foundation
import HTTPClientPolicy
import HTTPTypes
import XCTest

final class HTTPRedirectTests: XCTestCase {
    private let api = URL(string: "https://api.example.com/v1/image/1")!

    func test_request_followsARelativeLocationOnTheSameOriginWithEveryHeader() throws {
        let request = HTTPRequest(url: api, headerFields: [.authorization: "Bearer t", .accept: "image/*"])

        let next = try XCTUnwrap(
            HTTPRedirect.request(following: request, body: nil, status: 302, location: "/v2/image/1"))

        XCTAssertEqual(next.request.url?.absoluteString, "https://api.example.com/v2/image/1")
        XCTAssertEqual(next.request.method, .get)
        XCTAssertEqual(next.request.headerFields, request.headerFields)
    }

    func test_request_dropsCredentialsWhenSchemeHostOrPortChange() throws {
        let headers: HTTPFields = [
            HTTPField.Name("authorization")!: "Bearer t", .cookie: "c", .proxyAuthorization: "p", .accept: "*/*",
        ]
        let request = HTTPRequest(url: api, headerFields: headers)

        for location in [
            "http://api.example.com/v1/image/1", "https://cdn.example.com/1.png", "https://api.example.com:8443/1.png",
        ] {
            let next = try XCTUnwrap(
                HTTPRedirect.request(following: request, body: nil, status: 301, location: location))
            XCTAssertEqual(next.request.headerFields, [.accept: "*/*"], location)
        }
    }

    func test_request_turnsA303AndAPostAfter301Or302IntoAGetWithoutBody() throws {
        let post = HTTPRequest(
            method: .post, url: api, headerFields: [.contentType: "application/json", HTTPField.Name("X-Id")!: "1"])

        for status in [301, 302, 303] {
            let next = try XCTUnwrap(
                HTTPRedirect.request(following: post, body: Data("{}".utf8), status: status, location: "/created"))
            XCTAssertEqual(next.request.method, .get, "\(status)")
            XCTAssertNil(next.body, "\(status)")
            XCTAssertEqual(next.request.headerFields, [HTTPField.Name("X-Id")!: "1"], "\(status)")
        }
    }

    func test_request_keepsMethodAndBodyOn307And308() throws {
        let post = HTTPRequest(method: .post, url: api, headerFields: [.contentType: "application/json"])

        for status in [307, 308] {
            let next = try XCTUnwrap(
                HTTPRedirect.request(following: post, body: Data("{}".utf8), status: status, location: "/again"))
            XCTAssertEqual(next.request.method, .post)
            XCTAssertEqual(next.body, Data("{}".utf8))
            XCTAssertEqual(next.request.headerFields, post.headerFields)
        }
    }

    func test_request_isNilForOtherStatusesAMissingLocationOrANonHTTPTarget() {
        let request = HTTPRequest(url: api)

        XCTAssertNil(HTTPRedirect.request(following: request, body: nil, status: 200, location: "/x"))
        XCTAssertNil(HTTPRedirect.request(following: request, body: nil, status: 304, location: "/x"))
        XCTAssertNil(HTTPRedirect.request(following: request, body: nil, status: 302, location: nil))
        XCTAssertNil(HTTPRedirect.request(following: request, body: nil, status: 302, location: "file:///etc/passwd"))
        XCTAssertNil(HTTPRedirect.request(following: request, body: nil, status: 302, location: "ftp://example.com/x"))
    }
}
