import ImageComments

extension ImageCommentsSort {
    /// The next order, for `s`.
    var next: ImageCommentsSort {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
