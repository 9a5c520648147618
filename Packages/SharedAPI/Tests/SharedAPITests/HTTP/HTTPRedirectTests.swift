import Foundation
import SharedAPI
import XCTest

final class HTTPRedirectTests: XCTestCase {
    private let api = URL(string: "https://api.example.com/v1/image/1")!

    func test_request_followsARelativeLocationOnTheSameOriginWithEveryHeader() throws {
        let request = HTTPRequest(url: api, headers: ["Authorization": "Bearer t", "Accept": "image/*"])

        let next = try XCTUnwrap(HTTPRedirect.request(following: request, status: 302, location: "/v2/image/1"))

        XCTAssertEqual(next.url.absoluteString, "https://api.example.com/v2/image/1")
        XCTAssertEqual(next.method, "GET")
        XCTAssertEqual(next.headers, request.headers)
    }

    func test_request_dropsCredentialsWhenSchemeHostOrPortChange() throws {
        let headers = ["authorization": "Bearer t", "Cookie": "c", "Proxy-Authorization": "p", "Accept": "*/*"]
        let request = HTTPRequest(url: api, headers: headers)

        for location in [
            "http://api.example.com/v1/image/1", "https://cdn.example.com/1.png", "https://api.example.com:8443/1.png",
        ] {
            let next = try XCTUnwrap(HTTPRedirect.request(following: request, status: 301, location: location))
            XCTAssertEqual(next.headers, ["Accept": "*/*"], location)
        }
    }

    func test_request_turnsA303AndAPostAfter301Or302IntoAGetWithoutBody() throws {
        let post = HTTPRequest(
            method: "POST", url: api, headers: ["Content-Type": "application/json", "X-Id": "1"], body: Data("{}".utf8))

        for status in [301, 302, 303] {
            let next = try XCTUnwrap(HTTPRedirect.request(following: post, status: status, location: "/created"))
            XCTAssertEqual(next.method, "GET", "\(status)")
            XCTAssertNil(next.body, "\(status)")
            XCTAssertEqual(next.headers, ["X-Id": "1"], "\(status)")
        }
    }

    func test_request_keepsMethodAndBodyOn307And308() throws {
        let post = HTTPRequest(method: "POST", url: api, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))

        for status in [307, 308] {
            let next = try XCTUnwrap(HTTPRedirect.request(following: post, status: status, location: "/again"))
            XCTAssertEqual(next.method, "POST")
            XCTAssertEqual(next.body, Data("{}".utf8))
            XCTAssertEqual(next.headers, post.headers)
        }
    }

    func test_request_isNilForOtherStatusesAMissingLocationOrANonHTTPTarget() {
        let request = HTTPRequest(url: api)

        XCTAssertNil(HTTPRedirect.request(following: request, status: 200, location: "/x"))
        XCTAssertNil(HTTPRedirect.request(following: request, status: 304, location: "/x"))
        XCTAssertNil(HTTPRedirect.request(following: request, status: 302, location: nil))
        XCTAssertNil(HTTPRedirect.request(following: request, status: 302, location: "file:///etc/passwd"))
        XCTAssertNil(HTTPRedirect.request(following: request, status: 302, location: "ftp://example.com/x"))
    }
}
