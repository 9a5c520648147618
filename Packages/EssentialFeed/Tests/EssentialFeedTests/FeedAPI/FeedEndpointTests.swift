import EssentialFeed
import Foundation
import Testing

@Suite("FeedEndpoint: the URL of a feed page")
struct FeedEndpointTests {
    @Test("asks for the first ten images")
    func feed_endpointURL() {
        let baseURL = URL(string: "http://base-url.com")!

        let received = FeedEndpoint.get().request(baseURL: baseURL)

        #expect(received.url?.absoluteString == "http://base-url.com/feed?limit=10")
    }

    @Test("asks for the ten images after the given one")
    func feed_endpointURLAfterGivenImage() {
        let image = uniqueImage()
        let baseURL = URL(string: "http://base-url.com")!

        let received = FeedEndpoint.get(after: image).request(baseURL: baseURL)

        #expect(
            received.url?.absoluteString
                == "http://base-url.com/feed?limit=10&after_id=\(image.id.uuidString.lowercased())")
    }

    @Test("asks for as many images as the given limit")
    func feed_endpointURLWithCustomLimit() {
        let received = FeedEndpoint.get(limit: 25).request(baseURL: URL(string: "http://base-url.com")!)

        #expect(received.url?.absoluteString == "http://base-url.com/feed?limit=25")
    }

    @Test(
        "keeps the path and port of the base URL, with or without a trailing slash",
        arguments: [
            ("http://base-url.com/v1", "http://base-url.com/v1/feed?limit=10"),
            ("http://base-url.com/v1/", "http://base-url.com/v1/feed?limit=10"),
            ("https://base-url.com:8443/api/v2", "https://base-url.com:8443/api/v2/feed?limit=10"),
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/feed?limit=10"),
        ])
    func feed_endpointURLKeepsThePathOfTheBaseURL(base: String, expected: String) throws {
        let baseURL = try #require(URL(string: base))

        #expect(FeedEndpoint.get().request(baseURL: baseURL).url?.absoluteString == expected)
    }
}
