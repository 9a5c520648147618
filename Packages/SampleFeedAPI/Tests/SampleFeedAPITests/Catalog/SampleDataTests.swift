import Foundation
import Testing

@testable import SampleFeedAPI

@Suite("Bundled sample data")
struct SampleDataTests {
    @Test("at least 30 items with unique ids, each naming a bundled image")
    func items() throws {
        let data = try SampleData.load()

        #expect(data.items.count >= 30)
        #expect(Set(data.items.map(\.id)).count == data.items.count)
        #expect(data.items.allSatisfy { data.images[$0.imageName] != nil })
    }

    @Test("text varies: missing fields, long text, accents, Greek, Japanese and emoji")
    func variedText() throws {
        let items = try SampleData.load().items
        let text = items.flatMap { [$0.description, $0.location].compactMap { $0 } }

        #expect(items.contains { $0.description == nil && $0.location != nil })
        #expect(items.contains { $0.location == nil && $0.description != nil })
        #expect(items.contains { $0.description == nil && $0.location == nil })
        #expect(text.contains { $0.count > 200 })
        #expect(text.contains { $0.contains("São Paulo") })
        #expect(text.contains { $0.contains("Αθήνα") })
        #expect(text.contains { $0.contains("東京") })
        #expect(text.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    }

    @Test("every bundled PNG has a PNG signature and is under 100 KB")
    func images() throws {
        let images = try SampleData.load().images

        for name in images.names {
            let bytes = try #require(images[name])
            #expect(Array(bytes.readableBytesView.prefix(8)) == pngSignature, "\(name)")
            #expect(bytes.readableBytes < 100_000, "\(name)")
        }
    }
}
