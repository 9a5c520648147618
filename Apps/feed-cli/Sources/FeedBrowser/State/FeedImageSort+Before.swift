import EssentialFeed

extension FeedImageSort {
    /// Whether `image` comes strictly before `other` in this order. Asked of `sorted(_:)` itself, so the browser
    /// never keeps a second copy of the order's rules: a stable sort swaps a pair only when the second comes first.
    func puts(_ image: FeedImage, before other: FeedImage) -> Bool {
        guard self != .api, image != other else { return false }
        return sorted([other, image]).first == image
    }
}
