import EssentialFeed
import Foundation
import SharedAPI
import SharedPresentationTestSupport
import Testing

@Suite("FeedItemsMapper")
struct FeedItemsMapperTests {
    @Test("throws on any status but 200, even with a valid body", arguments: [199, 201, 204, 300, 400, 401, 404, 500])
    func map_throwsErrorOnNon200HTTPResponse(code: Int) {
        let json = makeItemsJSON([])

        #expect(throws: InvalidData.status(code)) {
            try FeedItemsMapper.map(json, from: httpResponse(code))
        }
    }

    @Test("maps an empty list on 200 to no images")
    func map_deliversNoItemsOn200HTTPResponseWithEmptyJSONList() throws {
        let result = try FeedItemsMapper.map(makeItemsJSON([]), from: httpResponse(200))

        #expect(result == [])
    }

    @Test("maps the items of a 200 in the order received")
    func map_deliversItemsInOrderOn200HTTPResponseWithJSONItems() throws {
        let item1 = makeItem(id: UUID(), imageURL: URL(string: "http://a-url.com")!)
        let item2 = makeItem(
            id: UUID(), description: "a description", location: "a location",
            imageURL: URL(string: "https://another-url.com/image.jpg?w=200")!)

        let result = try FeedItemsMapper.map(makeItemsJSON([item1.json, item2.json]), from: httpResponse(200))

        #expect(result == [item1.model, item2.model])
    }

    @Test("ignores unknown fields")
    func map_ignoresUnknownFields() throws {
        let id = UUID()
        let json = #"{"items":[{"id":"\#(id)","image":"http://a.com/1","likes":3,"author":{"name":"x"}}],"next":null}"#

        let result = try FeedItemsMapper.map(Data(json.utf8), from: httpResponse(200))

        #expect(result == [FeedImage(id: id, description: nil, location: nil, url: URL(string: "http://a.com/1")!)])
    }

    @Test("accepts lower-case UUIDs and Unicode text")
    func map_acceptsLowercaseUUIDsAndUnicodeText() throws {
        let id = UUID()
        let json =
            #"{"items":[{"id":"\#(id.uuidString.lowercased())","description":"Καλημέρα 🌅 \"quoted\"\n","#
            + #""location":"東京","image":"https://a.com/%E6%9D%B1"}]}"#

        let result = try FeedItemsMapper.map(Data(json.utf8), from: httpResponse(200))

        #expect(result.first?.id == id)
        #expect(result.first?.description == "Καλημέρα 🌅 \"quoted\"\n")
        #expect(result.first?.location == "東京")
    }

    @Test("throws invalid data with its one-line reason for every invalid shape", arguments: invalidShapes)
    func map_throwsInvalidDataWithAReasonOnEveryInvalidShape(json: String, reason: String) {
        #expect(
            invalidDataWords {
                try FeedItemsMapper.map(Data(json.utf8), from: httpResponse(200))
            } == reason, "\(json)")
    }

    @Test("rejects the whole page when one item is invalid")
    func map_rejectsTheWholePageWhenOneItemIsInvalid() {
        let good = makeItem(id: UUID(), imageURL: anyURL()).json
        let bad: [String: Any] = ["id": "bad", "image": "http://a.com"]

        #expect(
            invalidDataWords {
                try FeedItemsMapper.map(
                    makeItemsJSON([good, good.merging(["id": UUID().uuidString]) { $1 }, bad]), from: httpResponse(200))
            } == "items[2].id is not a UUID")
    }

    @Test("rejects a page that repeats an id")
    func map_rejectsDuplicateIDs() {
        let id = UUID()
        let items = [makeItem(id: id, imageURL: anyURL()).json, makeItem(id: id, imageURL: anyURL()).json]

        #expect(
            invalidDataWords {
                try FeedItemsMapper.map(makeItemsJSON(items), from: httpResponse(200))
            } == "items[1].id \(id) is a duplicate")
    }

    /// Every malformed payload, with the reason `InvalidData` gives for it.
    static let invalidShapes: [(String, String)] = {
        let valid = #""id":"\#(UUID())","image":"http://a.com/1""#
        return [
            ("", "malformed JSON: unexpected end of input, expected a value at byte 0"),
            ("not json", "malformed JSON: invalid literal at byte 0"),
            (#"{"items":[{\#(valid)}"#, "malformed JSON: unexpected end of input, expected ',' or ']' at byte 80"),
            (#"{"items":[]} trailing"#, "malformed JSON: unexpected data after the document at byte 13"),
            (#"{"items":[],"items":[]}"#, "items appears twice"),
            (#"{"items":[{\#(valid),"id":"\#(UUID())"}]}"#, "items[0].id appears twice"),
            (#"{"items":[{\#(valid),"description":true}]}"#, "items[0].description is not a string"),
            ("[]", "the payload is not an object"),
            ("{}", "items is missing"),
            (#"{"items":null}"#, "items is null"),
            (#"{"items":{}}"#, "items is not an array"),
            (#"{"items":[1]}"#, "items[0] is not an object"),
            (#"{"items":[{"image":"http://a.com/1"}]}"#, "items[0].id is missing"),
            (#"{"items":[{"id":"\#(UUID())"}]}"#, "items[0].image is missing"),
            (#"{"items":[{"id":null,"image":"http://a.com/1"}]}"#, "items[0].id is null"),
            (#"{"items":[{"id":"\#(UUID())","image":null}]}"#, "items[0].image is null"),
            (#"{"items":[{"id":42,"image":"http://a.com/1"}]}"#, "items[0].id is not a string"),
            (#"{"items":[{"id":"\#(UUID())","image":["http://a.com/1"]}]}"#, "items[0].image is not a string"),
            (#"{"items":[{\#(valid),"description":7}]}"#, "items[0].description is not a string"),
            (#"{"items":[{\#(valid),"location":{}}]}"#, "items[0].location is not a string"),
            (#"{"items":[{"id":"not-a-uuid","image":"http://a.com/1"}]}"#, "items[0].id is not a UUID"),
            (#"{"items":[{"id":"","image":"http://a.com/1"}]}"#, "items[0].id is not a UUID"),
            (#"{"items":[{"id":"\#(UUID())","image":"not a url"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"/relative/path.png"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":""}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"file:///etc/passwd"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"http://"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"https:///path"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"http://:80/a.png"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"http://user@/a.png"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"ftp://a.com/a.png"}]}"#, "items[0].image is not an http(s) URL"),
            (#"{"items":[{"id":"\#(UUID())","image":"javascript:alert(1)"}]}"#, "items[0].image is not an http(s) URL"),
            (
                #"{"items":[{"id":"\#(UUID())","image":"http://a.com:70000/a.png"}]}"#,
                "items[0].image is not an http(s) URL"
            ),
            (
                #"{"items":[{"id":"\#(UUID())","image":"http://a.com:99999999999999999999/a.png"}]}"#,
                "items[0].image is not an http(s) URL"
            ),
        ]
    }()

    // MARK: - Helpers

    private func makeItem(
        id: UUID, description: String? = nil, location: String? = nil, imageURL: URL
    ) -> (model: FeedImage, json: [String: Any]) {
        let model = FeedImage(id: id, description: description, location: location, url: imageURL)
        let json: [String: Any] = [
            "id": id.uuidString, "description": description as Any, "location": location as Any,
            "image": imageURL.absoluteString,
        ].compactMapValues { $0 is String ? $0 : nil }
        return (model, json)
    }

    private func makeItemsJSON(_ items: [[String: Any]]) -> Data {
        try! JSONSerialization.data(withJSONObject: ["items": items])
    }
}

@Suite("FeedItemsMapper: image URLs")
struct FeedImageURLTests {
    @Test("accepts http and https URLs in any case, with user info, ports and IPv6 hosts")
    func map_acceptsHTTPURLsInAnyCaseWithUserInfoPortsAndIPv6Hosts() throws {
        let urls = [
            "HTTPS://Images.Example.com/a.png", "http://user:pass@a.com:8080/x?y=1#z", "http://[::1]:8080/a",
            "http://127.0.0.1/a", "https://a.com", "https://a.com?x=1",
        ]
        let items = urls.map { #"{"id":"\#(UUID())","image":"\#($0)"}"# }.joined(separator: ",")

        let images = try FeedItemsMapper.map(Data(#"{"items":[\#(items)]}"#.utf8), from: httpResponse(200))

        #expect(images.map(\.url.absoluteString) == urls)
    }
}
