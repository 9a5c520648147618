import EssentialFeed
import Foundation
import SharedPresentation
import TerminalViews

/// The feed screen: the loaded items (an `EssentialFeed` `FeedImageList`, which keeps the rows a search and an order
/// show as pages arrive), their images, the next page, the selection and the view.
struct FeedScreenState: Equatable, Sendable {
    private(set) var list = FeedImageList()
    /// The ids of the items the person had not seen before this run: marked with a dot, found by `n`.
    var newImages: Set<UUID> = []
    var isLoading = false
    var hasLoaded = false
    var failure: LoadFailure?
    /// Whether the shown feed is the saved one, and when it was saved.
    var savedAt: Date?
    var hasMore = false
    var more: MoreStatus = .idle
    /// Loading every page (`G` in a sorted list), to land on the true last row.
    var isWalkingToEnd = false
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
    /// Moves down typed past the last row while more rows can come: made when the next page arrives, so no key
    /// typed ahead of the loading is lost.
    var movesAhead = 0
    var search: SearchField? {
        didSet { if search?.text != oldValue?.text { list.search = FeedImageSearch(search?.text ?? "") } }
    }
    var sort: FeedImageSort {
        get { list.sort }
        set { list.sort = newValue }
    }

    var items: [FeedImage] { list.images }

    /// The indices of `items` shown, in display order: matching the search, in the chosen sort.
    var rows: [Int] { list.rows }

    /// Replaces the items with a first page.
    mutating func replaceItems(_ newItems: [FeedImage]) {
        list.replace(with: newItems)
    }

    /// Appends a next page: only its items are matched and sorted in.
    mutating func appendItems(_ page: [FeedImage]) {
        list.append(page)
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
        rows.indices.contains(selection) ? rows[selection] : nil
    }
}
