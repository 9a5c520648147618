import EssentialFeed
import Foundation
import SharedPresentation
import TerminalViews

/// The feed screen: the loaded items, their images, the next page, the selection and the view.
struct FeedScreenState: Equatable, Sendable {
    var items: [FeedImage] = []
    var isLoading = false
    var hasLoaded = false
    var failure: LoadFailure?
    var hasMore = false
    var more: MoreStatus = .idle
    /// By index in `items`.
    var images: [Int: ImageStatus] = [:]
    /// The bytes of loaded images in and near the view, by index in `items`, kept only when drawing pictures.
    var imageData: [Int: Data] = [:]
    /// The thumbnails of the rows in and near the view, by index in `items`.
    var thumbnails: [Int: RowPicture] = [:]
    /// The selected row's picture for the panel.
    var preview: RowPicture?
    /// A position in `rows`, or `rows.count` on the error row of a failed next page.
    var selection = 0
    /// The first position of `rows` in view.
    var top = 0
    var search: SearchField?
    var sort: FeedImageSort = .api

    /// The indices of `items` shown, in display order: matching the search, in the chosen sort.
    var rows: [Int] {
        let query = FeedImageSearch(search?.text ?? "")
        let matching = items.indices.filter { query.matches(items[$0]) }
        guard sort != .api else { return matching }
        return Self.indices(of: sort.sorted(matching.map { items[$0] }), in: matching, of: items)
    }

    /// How many positions the selection can take: the rows, plus the error row when the next page failed.
    var selectableCount: Int {
        rows.count + (hasErrorRow ? 1 : 0)
    }

    var hasErrorRow: Bool {
        if case .failed = more { return true }
        return false
    }

    /// Whether a loading or error row follows the rows.
    var hasMoreRow: Bool { more != .idle }

    /// The item under the selection, if the selection is on an item.
    var selectedIndex: Int? {
        let rows = rows
        return rows.indices.contains(selection) ? rows[selection] : nil
    }

    /// Maps sorted images back to their indices; equal images keep their order, since every sort is stable.
    private static func indices(of sorted: [FeedImage], in matching: [Int], of items: [FeedImage]) -> [Int] {
        var queues = Dictionary(grouping: matching) { items[$0] }
        return sorted.compactMap { image in queues[image]?.isEmpty == false ? queues[image]?.removeFirst() : nil }
    }
}
