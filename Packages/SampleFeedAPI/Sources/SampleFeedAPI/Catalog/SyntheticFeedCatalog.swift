import Foundation

/// A generated feed of any size whose ids encode their index, so a page costs O(limit), not O(count).
package struct SyntheticFeedCatalog: FeedCatalog {
    private static let prefix = "00000000-0000-4000-8000-"
    private let count: Int
    private let imageNames: [String]

    package init(count: Int, imageNames: [String]) {
        self.count = max(0, count)
        self.imageNames = imageNames.isEmpty ? ["missing.png"] : imageNames
    }

    package static func id(at index: Int) -> UUID {
        UUID(uuidString: prefix + String(format: "%012llx", UInt64(index)))!
    }

    package func page(after id: UUID?, limit: Int) -> [SampleFeedItem]? {
        var start = 0
        if let id {
            guard let index = index(of: id) else { return nil }
            start = index + 1
        }
        return (start..<min(start + limit, count)).map(item(at:))
    }

    package func item(id: UUID) -> SampleFeedItem? {
        index(of: id).map(item(at:))
    }

    private func index(of id: UUID) -> Int? {
        let text = id.uuidString.lowercased()
        guard text.hasPrefix(Self.prefix), let index = Int(text.dropFirst(Self.prefix.count), radix: 16) else {
            return nil
        }
        return index < count ? index : nil
    }

    private func item(at index: Int) -> SampleFeedItem {
        SampleFeedItem(
            id: Self.id(at: index),
            description: index % 7 == 3 ? nil : "Synthetic image #\(index + 1)",
            location: index % 5 == 4 ? nil : "Location \(index % 97)",
            imageName: imageNames[index % imageNames.count],
            seededComments: []
        )
    }
}
