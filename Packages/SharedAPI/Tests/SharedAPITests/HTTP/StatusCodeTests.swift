import Foundation
import HTTPTypes
import SharedAPI
import Testing

@Suite("HTTPResponse status: what counts as OK and as successful")
struct StatusCodeTests {
    @Test("isOK accepts only 200")
    func isOKAcceptsOnly200() {
        #expect([199, 200, 201, 204, 299, 300, 404].filter { response($0).isOK } == [200])
    }

    @Test("isSuccessful accepts any 2xx")
    func isSuccessfulAcceptsAny2xx() {
        #expect([199, 200, 201, 204, 299, 300, 404].filter { response($0).isSuccessful } == [200, 201, 204, 299])
    }

    private func response(_ status: Int) -> HTTPResponse {
        HTTPResponse(status: .init(code: status))
    }
}
