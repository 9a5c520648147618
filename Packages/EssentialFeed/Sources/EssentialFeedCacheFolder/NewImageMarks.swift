import EssentialFeed
import Foundation

/// What one run marks as new (the images its cache's ``SeenImagesFile`` does not hold when the run starts) and, for
/// a run a person watches, what it showed, to be remembered as seen when it ends.
///
/// `@unchecked Sendable`: the lock guards `seen` and `shown`, set by the run's task and read by its outputs.
public final class NewImageMarks: @unchecked Sendable {
    /// Whether the images shown are remembered as seen: a person watches (text on a terminal, a browser), not a
    /// script (JSON, a pipe), which must never use up the marks.
    public let remembers: Bool
    private let replace: SeenImagesFile.Replace
    private let lock = NSLock()
    private var seen = SeenFeedImages()
    private var shown: [FeedImage] = []

    /// Marks for one run; every image is new until ``start(in:)``.
    ///
    /// - Parameters:
    ///   - remembers: Whether the images shown are remembered as seen when the run ends.
    ///   - replace: Writes the `seen` file, replacing it atomically.
    public init(remembers: Bool, replace: @escaping SeenImagesFile.Replace) {
        self.remembers = remembers
        self.replace = replace
    }

    /// Reads what the cache in `directory` has seen: everything is new until this is called.
    ///
    /// - Parameter directory: The cache's folder.
    public func start(in directory: URL) {
        let seen = file(in: directory).read()
        lock.withLock { self.seen = seen }
    }

    /// Whether `image` is new to this cache.
    ///
    /// - Parameter image: An image of the feed.
    /// - Returns: Whether the `seen` file did not hold it when the run started.
    public func isNew(_ image: FeedImage) -> Bool {
        lock.withLock { seen.isNew(image) }
    }

    /// The new ones of `images`; they are remembered as shown.
    ///
    /// - Parameter images: Images about to be shown.
    /// - Returns: The ids of the new ones.
    public func show(_ images: [FeedImage]) -> Set<UUID> {
        lock.withLock {
            if remembers { shown += images }
            return seen.newImages(in: images)
        }
    }

    /// Writes what was shown to the `seen` file in `directory`; a failure only leaves those images new next time.
    ///
    /// - Parameter directory: The cache's folder.
    public func remember(in directory: URL) {
        guard remembers else { return }
        let shown = lock.withLock { self.shown }
        try? file(in: directory).remember(shown)
    }

    private func file(in directory: URL) -> SeenImagesFile {
        SeenImagesFile(directory: directory, replace: replace)
    }
}
