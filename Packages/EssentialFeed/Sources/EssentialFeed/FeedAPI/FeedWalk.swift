import Foundation
import SharedAPI

/// One walk through the remote feed's pages, which ends with invalid data when a page brings nothing new among the
/// images of the last pages (a server that ignores `after_id` would repeat its page forever) or when the walk passes
/// `maximumPages`. It remembers at most about `rememberedImages` ids, so its memory does not grow with the feed: a
/// cycle longer than that ends at the bound.
///
/// `@unchecked Sendable`: the ids and `pages` are read and written only under `lock`.
public final class FeedWalk: @unchecked Sendable {
    /// 2,000,000 images at `feed --all`'s 100 a page.
    public static let defaultMaximumPages = 20_000
    /// The ids of the last pages, at least one page's: 100 pages of `feed --all`, under a megabyte.
    public static let defaultRememberedImages = 10_000

    private let maximumPages: Int
    private let rememberedImages: Int
    private let lock = NSLock()
    /// How many of the remembered pages hold each id.
    private var remembered: [UUID: Int] = [:]
    private var rememberedPages: [[UUID]] = []
    private var pages = 0

    /// A walk that ends past `maximumPages` and remembers about `rememberedImages` ids.
    public init(maximumPages: Int = defaultMaximumPages, rememberedImages: Int = defaultRememberedImages) {
        self.maximumPages = maximumPages
        self.rememberedImages = rememberedImages
    }

    /// Counts `items` as the walk's next page; throws when the walk is past its bound or the page brings nothing new.
    public func admit(_ items: [FeedImage]) throws(ResourceLoadError) {
        lock.lock()
        defer { lock.unlock() }
        pages += 1
        guard pages <= maximumPages else {
            throw .invalidData(FailureReason(.pagesDidNotEnd(limit: maximumPages)))
        }
        guard items.isEmpty || items.contains(where: { remembered[$0.id] == nil }) else {
            throw .invalidData(FailureReason(.pageRepeatsItems(page: pages)))
        }
        remember(items.map(\.id))
    }

    private func remember(_ ids: [UUID]) {
        rememberedPages.append(ids)
        for id in ids { remembered[id, default: 0] += 1 }
        while remembered.count > rememberedImages, rememberedPages.count > 1 {
            for id in rememberedPages.removeFirst() {
                remembered[id] = remembered[id].flatMap { $0 > 1 ? $0 - 1 : nil }
            }
        }
    }
}
