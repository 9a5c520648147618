import EssentialFeed
import XCTest

final class FeedEndpointTests: XCTestCase {
    func test_feed_endpointURL() {
        let baseURL = URL(string: "http://base-url.com")!

        let received = FeedEndpoint.get().url(baseURL: baseURL)

        XCTAssertEqual(received.absoluteString, "http://base-url.com/feed?limit=10")
    }

    func test_feed_endpointURLAfterGivenImage() {
        let image = uniqueImage()
        let baseURL = URL(string: "http://base-url.com")!

        let received = FeedEndpoint.get(after: image).url(baseURL: baseURL)

        XCTAssertEqual(received.absoluteString, "http://base-url.com/feed?limit=10&after_id=\(image.id.uuidString)")
    }

    func test_feed_endpointURLWithCustomLimit() {
        let received = FeedEndpoint.get(limit: 25).url(baseURL: URL(string: "http://base-url.com")!)

        XCTAssertEqual(received.absoluteString, "http://base-url.com/feed?limit=25")
    }

    func test_feed_endpointURLKeepsThePathOfTheBaseURL() {
        let cases = [
            ("http://base-url.com/v1", "http://base-url.com/v1/feed?limit=10"),
            ("http://base-url.com/v1/", "http://base-url.com/v1/feed?limit=10"),
            ("https://base-url.com:8443/api/v2", "https://base-url.com:8443/api/v2/feed?limit=10"),
            ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/feed?limit=10"),
        ]

        for (base, expected) in cases {
            XCTAssertEqual(FeedEndpoint.get().url(baseURL: URL(string: base)!).absoluteString, expected, base)
        }
    }
}
