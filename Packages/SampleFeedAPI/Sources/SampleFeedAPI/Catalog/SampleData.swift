import Foundation
import Hummingbird

/// The bundled sample feed and its images, read once when a server starts.
package struct SampleData: Sendable {
    package let items: [SampleFeedItem]
    package let images: SampleImages

    package static func load(from bundle: Bundle = .module) throws -> SampleData {
        guard let root = bundle.url(forResource: "SampleData", withExtension: nil) else {
            throw SampleServerError.sampleDataUnavailable("SampleData is missing from the bundle")
        }
        let items = try SampleDataFile.items(from: read(root.appendingPathComponent("feed.json")))
        let names = Set(items.map(\.imageName))
        let images = try names.map { ($0, ByteBuffer(bytes: try read(root.appendingPathComponent("images/\($0)")))) }
        return SampleData(items: items, images: SampleImages(Dictionary(uniqueKeysWithValues: images)))
    }

    private static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw SampleServerError.sampleDataUnavailable("cannot read \(url.lastPathComponent)")
        }
    }
}
