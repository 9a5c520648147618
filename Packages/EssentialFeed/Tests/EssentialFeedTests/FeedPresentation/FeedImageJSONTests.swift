import EssentialFeed
import Foundation
import Testing

@Suite("FeedImageJSON")
struct FeedImageJSONTests {
    private let id = UUID(uuidString: "7019D8A7-0B35-4057-B7F9-8C5471961ED0")!
    private let url = URL(string: "https://images.example/a/b.png")!

    @Test("writes the id in lower case, every field, and whether the image is new when that is said")
    func allFields() throws {
        let image = FeedImage(id: id, description: "a description", location: "a location", url: url)

        #expect(
            try encoded(FeedImageJSON(image: image, new: true))
                == #"{"description":"a description","id":"7019d8a7-0b35-4057-b7f9-8c5471961ed0","#
                + #""image":"https://images.example/a/b.png","location":"a location","new":true}"#)
    }

    @Test("writes a missing description and location as null, and leaves out \"new\" where it is not said")
    func missingFields() throws {
        let image = FeedImage(id: id, description: nil, location: nil, url: url)

        #expect(
            try encoded(FeedImageJSON(image: image))
                == #"{"description":null,"id":"7019d8a7-0b35-4057-b7f9-8c5471961ed0","#
                + #""image":"https://images.example/a/b.png","location":null}"#)
    }

    private func encoded(_ value: FeedImageJSON) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
