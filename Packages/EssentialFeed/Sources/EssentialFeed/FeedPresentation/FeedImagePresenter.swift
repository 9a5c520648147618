/// Maps a feed image to what a view shows.
public enum FeedImagePresenter {
    /// The description and location of `image`.
    public static func map(_ image: FeedImage) -> FeedImageViewModel {
        FeedImageViewModel(description: image.description, location: image.location)
    }
}
