import Foundation
import EssentialFeed

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
    /// A position in `rows`, or `rows.count` on the error row of a failed next page.
    var selection = 0
    /// The first position of `rows` in view.
    var top = 0
    var search: SearchField?
    var sort: FeedSort = .api

    /// The indices of `items` shown, in display order: matching the search, in the chosen sort.
    var rows: [Int] {
        let matching = items.indices.filter { matches(items[$0]) }
        guard sort == .location else { return matching }
        return matching.enumerated().sorted { lhs, rhs in
            let (left, right) = (items[lhs.element].location, items[rhs.element].location)
            switch (left, right) {
            case let (left?, right?) where left != right: return left.localizedStandardCompare(right) == .orderedAscending
            case (nil, _?): return false
            case (_?, nil): return true
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
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

    private func matches(_ image: FeedImage) -> Bool {
        guard let query = search?.text.trimmingCharacters(in: .whitespaces), !query.isEmpty else { return true }
        return [image.description, image.location].compactMap { $0 }.contains {
            $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}
