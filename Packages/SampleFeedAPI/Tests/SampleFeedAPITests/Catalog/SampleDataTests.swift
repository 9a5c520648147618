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

    @Test("every bundled image is a PNG or a JPEG, as its extension says, under 1 MB")
    func images() throws {
        let images = try SampleData.load().images

        for name in images.names {
            let image = try bytes(of: name, in: images)
            #expect(name.hasSuffix(".png") ? image.isPNG : name.hasSuffix(".jpg") && image.isJPEG, "\(name)")
            #expect(image.bytes.count < 1_000_000, "\(name)")
        }
    }

    @Test("at least three pictures are 1600×1200 or larger, so clients have to scale them down")
    func largePictures() throws {
        let images = try SampleData.load().images

        let sizes = try images.names.compactMap { try bytes(of: $0, in: images).size }
        let large = sizes.filter { $0.width * $0.height >= 1600 * 1200 }

        #expect(large.count >= 3)
        #expect(sizes.allSatisfy { $0.width >= 480 && $0.height >= 450 })
    }

    @Test("one JPEG is stored sideways with EXIF orientation 6, so a viewer must turn it upright")
    func rotatedPicture() throws {
        let images = try SampleData.load().images

        let rotated = try images.names.filter { try bytes(of: $0, in: images).exifOrientation != nil }

        #expect(rotated == ["09.jpg"])
        let image = try bytes(of: "09.jpg", in: images)
        #expect(image.exifOrientation == 6)
        #expect(image.size?.width == 800 && image.size?.height == 600)
    }

    @Test("one JPEG is broken: cut off in its headers, before any image data")
    func brokenPicture() throws {
        let images = try SampleData.load().images

        let broken = try images.names.filter {
            let image = try bytes(of: $0, in: images)
            return image.isJPEG && !image.hasStartOfScan
        }

        #expect(broken == ["06.jpg"])
    }
}

private func bytes(of name: String, in images: SampleImages) throws -> ImageBytes {
    ImageBytes(bytes: Array(try #require(images[name]).readableBytesView))
}
