import Foundation
import SharedAPI
import XCTest

final class OriginTests: XCTestCase {
    func test_origin_isSchemeHostAndPortWithDefaults() {
        XCTAssertEqual(origin("http://API.example.com/v1"), origin("http://api.example.com:80/feed"))
        XCTAssertEqual(origin("https://api.example.com"), origin("https://api.example.com:443/x"))
    }

    func test_origin_differsByScheme_host_orPort() {
        XCTAssertNotEqual(origin("https://a.com"), origin("http://a.com"))
        XCTAssertNotEqual(origin("http://a.com"), origin("http://b.com"))
        XCTAssertNotEqual(origin("http://a.com:8080"), origin("http://a.com"))
    }

    func test_origin_isNilWithoutHost() {
        XCTAssertNil(Origin(URL(string: "file:///tmp/x")!))
    }

    private func origin(_ string: String) -> Origin? { Origin(URL(string: string)!) }
}
