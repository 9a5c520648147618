/// How many pages `feed` shows: a count, or every page (`--all`), which loads larger pages.
enum FeedPages: Equatable {
    case count(Int)
    case all

    static let pageSize = 10
    /// Larger pages when everything is wanted: fewer requests, same bounded memory.
    static let allPageSize = 100

    var pageSize: Int { self == .all ? Self.allPageSize : Self.pageSize }

    /// The `--pages` value that shows one page more; nil with `--all`.
    var next: Int? {
        guard case .count(let count) = self else { return nil }
        return count + 1
    }

    func wantsMore(after loadedPages: Int) -> Bool {
        switch self {
        case .all: true
        case let .count(count): loadedPages < count
        }
    }
}
