import EssentialFeed
import EssentialFeedCacheFolder
import FileReplacement
import Foundation

/// What one run marks as new (the images its cache's `seen` file does not hold when the run starts) and, for a run
/// a person watches, what it showed, to be remembered as seen when it ends.
///
/// `@unchecked Sendable`: the lock guards `seen` and `shown`, set by the run's task and read by its outputs.
final class NewImageMarks: @unchecked Sendable {
    /// Whether the images shown are remembered as seen: a person watches (text on a terminal, the browser), not a
    /// script (JSON, a pipe), which must never use up the marks.
    let remembers: Bool
    private let lock = NSLock()
    private var seen = SeenFeedImages()
    private var shown: [FeedImage] = []

    init(remembers: Bool) {
        self.remembers = remembers
    }

    /// Reads what the cache in `directory` has seen: everything is new until this is called.
    func start(in directory: URL) {
        let seen = Self.file(in: directory).read()
        lock.withLock { self.seen = seen }
    }

    func isNew(_ image: FeedImage) -> Bool {
        lock.withLock { seen.isNew(image) }
    }

    /// The new ones of `images`; they are remembered as shown.
    func show(_ images: [FeedImage]) -> Set<UUID> {
        lock.withLock {
            if remembers { shown += images }
            return seen.newImages(in: images)
        }
    }

    /// Writes what was shown to the `seen` file in `directory`; a failure only leaves those images new next time.
    func remember(in directory: URL) {
        guard remembers else { return }
        let shown = lock.withLock { self.shown }
        try? Self.file(in: directory).remember(shown)
    }

    private static func file(in directory: URL) -> SeenImagesFile {
        SeenImagesFile(directory: directory) { data, path in try AtomicFile.write(data, to: path) }
    }
}
