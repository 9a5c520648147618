import Foundation
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
        let request = ImageCommentsEndpoint.get(imageID: imageID).request(baseURL: URL(string: base)!)

        #expect(request.method == "GET")
        #expect(request.url.absoluteString == expected)
        #expect(request.body == nil)
        #expect(request.headers["Accept"] == "application/json")
    }

    @Test("POST targets the same URL with a JSON body and content type")
    func postRequest() throws {
        let base = URL(string: "http://base-url.com/v1/")!

        let request = ImageCommentsEndpoint.post(imageID: imageID, message: "hello").request(baseURL: base)

        #expect(request.method == "POST")
        #expect(
            request.url.absoluteString == "http://base-url.com/v1/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.body == Data(#"{"message":"hello"}"#.utf8))
    }

    @Test(
        "POST escapes any message so the body decodes back to it exactly",
        arguments: [
            "", "plain", #"quote " and backslash \ and slash /"#, "new\nline\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
            "emoji 👍🏽 ελληνικά 中文", #"{"message":"injected"}"#, "\u{2028}\u{2029}",
            String(repeating: "x", count: 10_000),
        ])
    func postEscapes(message: String) throws {
        let request = ImageCommentsEndpoint.post(imageID: imageID, message: message).request(
            baseURL: URL(string: "http://a.com")!)

        let body = try #require(request.body)
        let object = try JSONSerialization.jsonObject(with: body) as? [String: String]
        #expect(object == ["message": message])
    }

    @Test("POST writes control characters as \\u escapes")
    func postControlEscapes() {
        let request = ImageCommentsEndpoint.post(imageID: imageID, message: "a\u{1}b").request(
            baseURL: URL(string: "http://a.com")!)

        #expect(request.body == Data(#"{"message":"a\u0001b"}"#.utf8))
    }
}
