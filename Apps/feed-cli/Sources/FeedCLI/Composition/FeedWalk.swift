import EssentialFeed
import Foundation
import SharedAPI

/// One walk through the remote feed's pages, which ends with invalid data when a page brings nothing new (a server
/// that ignores `after_id` would repeat its page forever) or when the walk passes `maximumPages`.
///
/// `@unchecked Sendable`: `seen` and `pages` are read and written only under `lock`.
final class FeedWalk: @unchecked Sendable {
    /// 200,000 images at `feed --all`'s 100 a page.
    static let defaultMaximumPages = 2_000

    private let maximumPages: Int
    private let lock = NSLock()
    private var seen = Set<UUID>()
    private var pages = 0

    init(maximumPages: Int = defaultMaximumPages) {
        self.maximumPages = maximumPages
    }

    /// Counts `items` as the walk's next page; throws when the walk must end there.
    func admit(_ items: [FeedImage]) throws(ResourceLoadError) {
        lock.lock()
        defer { lock.unlock() }
        pages += 1
        guard pages <= maximumPages else {
            throw .invalidData(FailureReason(.pagesDidNotEnd(limit: maximumPages)))
        }
        let known = seen.count
        seen.formUnion(items.lazy.map(\.id))
        guard items.isEmpty || seen.count > known else {
            throw .invalidData(FailureReason(.pageRepeatsItems(page: pages)))
        }
    }
}
