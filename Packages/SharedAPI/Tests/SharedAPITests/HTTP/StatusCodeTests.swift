import Foundation
import HTTPTypes
import SharedAPI
import XCTest

final class StatusCodeTests: XCTestCase {
    func test_isOK_acceptsOnly200() {
        XCTAssertEqual([199, 200, 201, 204, 299, 300, 404].filter { response($0).isOK }, [200])
    }

    func test_isSuccessful_acceptsAny2xx() {
        XCTAssertEqual([199, 200, 201, 204, 299, 300, 404].filter { response($0).isSuccessful }, [200, 201, 204, 299])
    }

    private func response(_ status: Int) -> HTTPResponse {
        HTTPResponse(status: .init(code: status))
    }
}
