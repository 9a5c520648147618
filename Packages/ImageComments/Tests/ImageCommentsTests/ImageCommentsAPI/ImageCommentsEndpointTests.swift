import Foundation
import HTTPTypes
import ImageComments
import SharedAPI
import Testing

@Suite("ImageCommentsEndpoint")
struct ImageCommentsEndpointTests {
    private let imageID = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!

    @Test(
        "GET builds the comments URL with a lower-cased id, keeping the base URL's path",
        arguments: [
            ("http://base-url.com", "http://base-url.com/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"),
            ("http://base-url.com/", "http://base-url.com/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"),
            ("http://base-url.com/v1", "http://base-url.com/v1/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"),
            ("http://base-url.com/v1/", "http://base-url.com/v1/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"),
            ("https://h:8443/api/v2", "https://h:8443/api/v2/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"),
        ])
    func getURL(base: String, expected: String) {
        let endpoint = ImageCommentsEndpoint.get(imageID: imageID)
        let request = endpoint.request(baseURL: URL(string: base)!)

        #expect(request.method == .get)
        #expect(request.url?.absoluteString == expected)
        #expect(endpoint.body == nil)
        #expect(request.headerFields[.accept] == "application/json")
    }

    @Test("POST targets the same URL with a JSON body and content type")
    func postRequest() throws {
        let base = URL(string: "http://base-url.com/v1/")!

        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: "hello")
        let request = endpoint.request(baseURL: base)

        #expect(request.method == .post)
        #expect(
            request.url?.absoluteString == "http://base-url.com/v1/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments")
        #expect(request.headerFields[.contentType] == "application/json")
        #expect(endpoint.body == Data(#"{"message":"hello"}"#.utf8))
    }

    @Test(
        "POST escapes any message so the body decodes back to it exactly",
        arguments: [
            "", "plain", #"quote " and backslash \ and slash /"#, "new\nline\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
            "emoji 👍🏽 ελληνικά 中文", #"{"message":"injected"}"#, "\u{2028}\u{2029}",
            String(repeating: "x", count: 10_000),
        ])
    func postEscapes(message: String) throws {
        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: message)

        let body = try #require(endpoint.body)
        let object = try JSONSerialization.jsonObject(with: body) as? [String: String]
        #expect(object == ["message": message])
    }

    @Test("POST writes control characters as \\u escapes")
    func postControlEscapes() {
        let endpoint = ImageCommentsEndpoint.post(imageID: imageID, message: "a\u{1}b")

        #expect(endpoint.body == Data(#"{"message":"a\u0001b"}"#.utf8))
    }
}
