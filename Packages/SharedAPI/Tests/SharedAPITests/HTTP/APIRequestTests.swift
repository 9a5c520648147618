import Foundation
import HTTPTypes
import SharedAPI
import Testing

@Suite("APIRequest")
struct APIRequestTests {
    @Test(
        "appends the path to the base URL's path and the query after the base URL's query",
        arguments: [
            ("http://h.com", "http://h.com/a/b?k=v"),
            ("http://h.com/", "http://h.com/a/b?k=v"),
            ("http://h.com/v1", "http://h.com/v1/a/b?k=v"),
            ("http://h.com/v1/?key=1", "http://h.com/v1/a/b?key=1&k=v"),
        ])
    func appendsPathAndQuery(base: String, expected: String) throws {
        let baseURL = try #require(URL(string: base))

        let request = APIRequest.json(
            .get, baseURL: baseURL, path: ["a", "b"], query: [URLQueryItem(name: "k", value: "v")])

        #expect(request.url?.absoluteString == expected)
    }

    @Test("percent-encodes each path component on its own, a slash included")
    func encodesComponents() throws {
        let request = APIRequest.json(.get, baseURL: try #require(URL(string: "http://h.com")), path: ["a b/c"])

        #expect(request.url?.absoluteString == "http://h.com/a%20b%2Fc")
    }

    @Test("accepts JSON, and declares a JSON body only when it sends one")
    func headers() throws {
        let baseURL = try #require(URL(string: "http://h.com"))

        let get = APIRequest.json(.get, baseURL: baseURL, path: ["a"])
        let post = APIRequest.json(.post, baseURL: baseURL, path: ["a"], sendsJSON: true)

        #expect(get.method == .get)
        #expect(get.headerFields == [.accept: "application/json"])
        #expect(post.method == .post)
        #expect(post.headerFields == [.accept: "application/json", .contentType: "application/json"])
    }
}
