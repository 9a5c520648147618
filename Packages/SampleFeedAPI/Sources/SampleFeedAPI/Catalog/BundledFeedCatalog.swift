import Foundation

/// The feed read from the bundled sample data, indexed by id for O(limit) pages.
package struct BundledFeedCatalog: FeedCatalog {
    private let items: [SampleFeedItem]
    private let positions: [UUID: Int]

    package init(items: [SampleFeedItem]) {
        self.items = items
        self.positions = Dictionary(items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package func page(after id: UUID?, limit: Int) -> [SampleFeedItem]? {
        let start: Int
        if let id {
            guard let position = positions[id] else { return nil }
            start = position + 1
        } else {
            start = 0
        }
        return Array(items[start..<min(start + limit, items.count)])
    }

    package func item(id: UUID) -> SampleFeedItem? {
        positions[id].map { items[$0] }
    }
}
