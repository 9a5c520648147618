import EssentialFeed

extension FeedImageSort {
    /// The next order, for `s`.
    var next: FeedImageSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
